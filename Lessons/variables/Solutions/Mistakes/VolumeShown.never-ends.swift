// Mistake: the relay returned as it is: a relay never completes, so the shown volume goes on after the screen closes.
// 错误：把 relay 原样返回：relay 永远不会 completed，界面关闭之后显示的音量还在继续。
import RxCore

func volumeShown(volume: BehaviorRelay<Int>, screenClosed: Observable<Void>) -> Observable<Int> {
    volume.asObservable()
}
