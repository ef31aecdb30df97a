// Mistake: A is taken out, but the group is never disposed: B keeps ticking after the screen has closed.
// 错误：A 取出来了，可整个组从来没有释放：界面关了，B 还在一直触发。
import LessonKit
import RxCore

func groupOfTimers(_ a: Observable<Int>, _ b: Observable<Int>, show: @escaping (String, Int) -> Void,
                   removeAAt: Int, closeAt: Int, play: Playground) {
    let group = CompositeDisposable()
    let keyA = group.insert(a.subscribe(onNext: { show("A", $0) }))
    _ = group.insert(b.subscribe(onNext: { show("B", $0) }))
    play.at(removeAAt) {
        if let keyA { group.remove(for: keyA) }
    }
}
