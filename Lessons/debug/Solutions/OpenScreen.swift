import RxCore

/// Putting the subscription in the screen's bag disposes it when the bag goes away;
/// Resources.total then comes back to where it was.
/// 把订阅放进界面的 bag 里，bag 被丢掉时订阅就会被 dispose；
/// Resources.total 也就回到了原来的数。
func openScreen(_ ticks: Observable<Int>, bag: DisposeBag, show: @escaping (Int) -> Void) {
    ticks.subscribe(onNext: show).disposed(by: bag)
}
