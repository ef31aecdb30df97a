import RxCore

extension Attempt {
    /// A screen shows `ticks` while it is open; `bag` is the screen's DisposeBag and is
    /// thrown away when the screen closes. Right now the ticks keep coming after that.
    static func openScreen(_ ticks: Observable<Int>, bag: DisposeBag, show: @escaping (Int) -> Void) {
        // TODO: tie the subscription's lifetime to the screen.
        _ = ticks.subscribe(onNext: show)
    }
}
