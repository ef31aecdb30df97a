import RxCore

extension Solution {
    /// share(replay: 1) (or share()) subscribes to `counter` when the first screen arrives
    /// and lets the second join that subscription: one `Subscribed`, one `Disposed`.
    static func sharedCounter(_ counter: Observable<Int>) -> Observable<Int> {
        counter.share(replay: 1)
    }
}
