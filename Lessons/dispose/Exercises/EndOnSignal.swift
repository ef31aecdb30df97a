import RxCore

extension Attempt {
    /// Pass the numbers of `ticks` on, and complete as soon as `stop` emits.
    static func endOnSignal(_ ticks: Observable<Int>, stop: Observable<Void>) -> Observable<Int> {
        // TODO: end `ticks` when `stop` emits. One operator does it.
        return ticks
    }
}
