// Mistake: the whole group is disposed when only A should stop: B stops with it, long before the screen closes.
// 错误：只该停掉 A 的时候释放了整个组：B 也跟着停了，远在界面关闭之前。
import LessonKit
import RxCore

func groupOfTimers(_ a: Observable<Int>, _ b: Observable<Int>, show: @escaping (String, Int) -> Void,
                   removeAAt: Int, closeAt: Int, play: Playground) {
    let group = CompositeDisposable()
    _ = group.insert(a.subscribe(onNext: { show("A", $0) }))
    _ = group.insert(b.subscribe(onNext: { show("B", $0) }))
    play.at(removeAAt) { group.dispose() }
}
