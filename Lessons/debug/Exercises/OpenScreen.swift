import RxCore

/// A screen shows `ticks` while it is open; `bag` is the screen's DisposeBag and is
/// thrown away when the screen closes. Right now the ticks keep coming after that.
/// 界面打开期间显示 `ticks`；`bag` 是这个界面的 DisposeBag，界面关闭时它会被丢掉。
/// 现在界面关闭之后，ticks 还在不停地来。
func openScreen(_ ticks: Observable<Int>, bag: DisposeBag, show: @escaping (Int) -> Void) {
    // TODO: tie the subscription's lifetime to the screen.
    // TODO（中文）：让订阅的生命和界面绑在一起。
    _ = ticks.subscribe(onNext: show)
}
