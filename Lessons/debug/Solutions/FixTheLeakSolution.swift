import RxCore

extension Solution {
    /// Putting the subscription in the screen's bag disposes it when the bag goes away;
    /// Resources.total then comes back to where it was.
    static func openScreen(_ ticks: Observable<Int>, bag: DisposeBag, show: @escaping (Int) -> Void) {
        ticks.subscribe(onNext: show).disposed(by: bag)
    }
}
