import RxCore

extension Solution {
    /// scan keeps the running count inside the chain and startWith gives the 0; the
    /// completion (or an error) of `beings` now reaches the subscriber.
    static func guestCount(_ beings: Observable<String>) -> Observable<Int> {
        beings
            .scan(0) { count, _ in count + 1 }
            .startWith(0)
    }
}
