import RxCore

extension Attempt {
    /// How many guests have arrived: 0 at first, then one more for every being.
    static func guestCount(_ beings: Observable<String>) -> Observable<Int> {
        // TODO: stay in Rx. This version leaves Rx in subscribe and comes back through a
        // subject, so the count never completes when `beings` does. Make it one chain.
        let count = BehaviorSubject(value: 0)
        var attendees: [String] = []
        _ = beings.subscribe(onNext: { being in
            attendees.append(being)
            count.onNext(attendees.count)
        })
        return count.asObservable()
    }
}
