// Mistake: skip(until:) where take(until:) is needed: nothing is shown while the screen is open, and the volume starts when it closes.
// 错误：该用 take(until:) 的地方用了 skip(until:)，界面开着时什么都不显示，界面关闭后音量反而开始显示。
import RxCore

func volumeShown(volume: BehaviorRelay<Int>, screenClosed: Observable<Void>) -> Observable<Int> {
    volume.asObservable().skip(until: screenClosed)
}
