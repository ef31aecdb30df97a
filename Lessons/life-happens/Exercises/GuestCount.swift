import RxCore

/// How many guests have arrived: 0 at first, then one more for every being.
/// 已经到了多少位客人：一开始是 0，之后每来一个生物就加 1。
func guestCount(_ beings: Observable<String>) -> Observable<Int> {
    // TODO: stay in Rx. This version leaves Rx in subscribe and comes back through a
    // subject, so the count never completes when `beings` does. Make it one chain.
    // TODO（中文）：留在 Rx 里。这个版本在 subscribe 里离开了 Rx，再通过一个 subject 回来，
    // 所以 `beings` 完成时计数永远不会完成。把它写成一条链。
    let count = BehaviorSubject(value: 0)
    var attendees: [String] = []
    _ = beings.subscribe(onNext: { being in
        attendees.append(being)
        count.onNext(attendees.count)
    })
    return count.asObservable()
}
