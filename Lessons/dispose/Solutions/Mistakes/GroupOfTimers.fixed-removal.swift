// Mistake: A is taken out at tick 10, the shown scenario's, and `removeAAt` is never read.
// 错误：把 A 移出组的时刻写死成示例里的第 10 拍，根本没有用到 `removeAAt`。
import LessonKit
import RxCore

func groupOfTimers(_ a: Observable<Int>, _ b: Observable<Int>, show: @escaping (String, Int) -> Void,
                   removeAAt: Int, closeAt: Int, play: Playground) {
    let group = CompositeDisposable()
    let keyA = group.insert(a.subscribe(onNext: { show("A", $0) }))
    _ = group.insert(b.subscribe(onNext: { show("B", $0) }))
    play.at(10) {
        if let keyA { group.remove(for: keyA) }
    }
    play.at(closeAt) { group.dispose() }
}
