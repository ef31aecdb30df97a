import LessonKit
import RxCore

/// A CompositeDisposable holds both subscriptions; remove(for:) takes A out by its key and
/// disposes it at once, and dispose() ends what is left when the screen closes.
/// CompositeDisposable 装着两个订阅；remove(for:) 凭键把 A 取出来并立刻释放它，
/// 界面关闭时 dispose() 结束剩下的。
func groupOfTimers(_ a: Observable<Int>, _ b: Observable<Int>, show: @escaping (String, Int) -> Void,
                   removeAAt: Int, closeAt: Int, play: Playground) {
    let group = CompositeDisposable()
    let keyA = group.insert(a.subscribe(onNext: { show("A", $0) }))
    _ = group.insert(b.subscribe(onNext: { show("B", $0) }))
    play.at(removeAAt) {
        if let keyA { group.remove(for: keyA) }
    }
    play.at(closeAt) { group.dispose() }
}
