import LessonKit
import RxCore

/// The document's `view.rx.observe(CGRect.self, "frame")` and its `observeWeakly` twin.
let observeTheFrame = Demo(
    id: "observe-frame",
    title: Localized(zh: "观察一个 view 的 frame", en: "Observe a view's frame"),
    explanation: Localized(
        zh: "两种写法看到的东西一样：订阅时先拿到当前的 frame，之后 frame 每被赋值一次就发出一次。区别只在类型：observeWeakly 发出可选值，因为对象可能已经不在了。这里的 view 是课程目录里的 KVO 替身，rx.observe(\\.frame) 对应文档里的 rx.observe(CGRect.self, \"frame\")。",
        en: "Both spellings see the same thing: the current frame on subscription, then one element per assignment to frame. The only difference is the type: observeWeakly sends optionals, because the object may already be gone. The view is the KVO stand-in from this lesson's folder; rx.observe(\\.frame) is the document's rx.observe(CGRect.self, \"frame\")."
    ),
    documented: "",
    resolution: 1.0,
    note: Localized(
        zh: "文档只给了代码；这是 KVO 替身在虚拟时钟上打印的内容：第 0 拍订阅，第 2 拍和第 4 拍改 frame。",
        en: "The document gives only code; this is what the KVO stand-in prints on the virtual clock: subscribed at tick 0, frame changed at ticks 2 and 4."
    )
) { play in
    let view = KVOView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let bag = DisposeBag()
    play.probe("observe", view.rx.observe(\.frame))
        .subscribe(onNext: { frame in play.print("observe       \(frame)") })
        .disposed(by: bag)
    // observeWeakly sends Rect?; spelled out so nil would print as nil.
    play.probe("observeWeakly", view.rx.observeWeakly(\.frame).map { $0.map { "\($0)" } ?? "nil" })
        .subscribe(onNext: { frame in play.print("observeWeakly \(frame)") })
        .disposed(by: bag)
    play.sleep(2)
    view.frame.height = 240
    play.sleep(2)
    view.frame = Rect(x: 0, y: 0, width: 480, height: 320)
    play.sleep(2)
}
