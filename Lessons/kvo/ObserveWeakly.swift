import LessonKit
import RxCore

/// rx.observeWeakly does not hold the object: when it goes away, nil and completed.
let observeWeaklyFinishesWithNil = Demo(
    id: "observe-weakly",
    title: Localized(zh: "rx.observeWeakly：对象消失时发出 nil 并结束", en: "rx.observeWeakly: nil and completed when the object goes away"),
    explanation: Localized(
        zh: "文档的例子观察一个 \"可疑\" 的 view controller 的 behavingOk：我们不拥有它，也不知道它活多久。observeWeakly 只弱引用它，所以不会延长它的生命；第 4 拍它被释放，序列发出 nil 然后 completed，订阅自己就结束了，不用谁去 dispose。代价是多做一些工作（要盯住对象的释放），所以比 observe 稍慢；observe 能用的地方它都能用。",
        en: "The document's example observes behavingOk on a 'suspicious' view controller: we don't own it and don't know how long it lives. observeWeakly holds it weakly, so it does not extend its life; at tick 4 it is released, the sequence sends nil and then completed, and the subscription ends by itself with nobody calling dispose. The price is extra work (watching for the object's release), so it is a little slower than observe; it works wherever observe does."
    ),
    documented: "",
    resolution: 1.0,
    note: Localized(
        zh: "文档只给了代码；这是 KVO 替身在虚拟时钟上的输出：第 2 拍 behavingOk 变成 false，第 4 拍对象被释放。",
        en: "The document gives only code; this is the KVO stand-in's output on the virtual clock: behavingOk turns false at tick 2, the object is released at tick 4."
    )
) { play in
    final class SuspiciousViewController: KVOObject {
        var behavingOk = true {
            didSet { didChangeValue(for: \SuspiciousViewController.behavingOk) }
        }
        var onDeinit: (() -> Void)?
        deinit { onDeinit?() }
    }
    var someSuspiciousViewController: SuspiciousViewController? = SuspiciousViewController()
    someSuspiciousViewController?.onDeinit = { play.print("controller deinit") }
    _ = play.probe("observeWeakly", someSuspiciousViewController!.rx.observeWeakly(\.behavingOk).map { $0.map { "\($0)" } ?? "nil" })
        .subscribe(onNext: { play.print("behavingOk \($0)") }, onCompleted: { play.print("completed") })
    play.sleep(2)
    someSuspiciousViewController?.behavingOk = false
    play.sleep(2)
    someSuspiciousViewController = nil
    play.sleep(2)
}
