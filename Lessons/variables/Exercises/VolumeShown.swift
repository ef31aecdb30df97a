import RxCore

/// The volume a screen shows while it is open. `screenClosed` fires when the screen goes away.
/// 界面打开期间显示的音量。界面消失时 `screenClosed` 会发出元素。
func volumeShown(volume: BehaviorRelay<Int>, screenClosed: Observable<Void>) -> Observable<Int> {
    // TODO: a relay never completes; end this sequence when screenClosed fires.
    // TODO（中文）：relay 永远不会完成；在 screenClosed 发出元素时结束这个序列。
    volume.asObservable()
}
