// Mistake: skip(1) drops the relay's current value, so the screen shows nothing until the first setting.
// 错误：skip(1) 丢掉了 relay 的当前值，界面在第一次设置之前什么都不显示。
import RxCore

func volumeShown(volume: BehaviorRelay<Int>, screenClosed: Observable<Void>) -> Observable<Int> {
    volume.asObservable().skip(1).take(until: screenClosed)
}
