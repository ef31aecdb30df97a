// Mistake: the group is ended at tick 19, the shown scenario's, and `closeAt` is never read.
// 错误：结束整组的时刻写死成示例里的第 19 拍，根本没有用到 `closeAt`。
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
    play.at(19) { group.dispose() }
}
