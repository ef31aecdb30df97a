// Mistake: share(replay: 1) connects when a watcher subscribes, not when start is pressed, so the buttons do nothing.
// 错误：share(replay: 1) 在观看者订阅时才连接，而不是按下开始时，两个按钮形同虚设。
import Lesson_connectable
import RxCore

func broadcast(_ source: Observable<Int>) -> Broadcast {
    Broadcast(output: source.share(replay: 1), start: {}, stop: {})
}
