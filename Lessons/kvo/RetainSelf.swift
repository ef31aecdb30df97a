import LessonKit
import RxCore

/// A path that starts at self: retainSelf: false, or the controller holds itself forever.
let retainSelfFalseForPathsFromSelf = Demo(
    id: "retain-self-false",
    title: Localized(zh: "从 self 开始的路径要用 retainSelf: false", en: "Paths that start at self need retainSelf: false"),
    explanation: Localized(
        zh: "文档的例子是 self.rx.observe(CGRect.self, \"view.frame\", retainSelf: false)：控制器观察自己的 view.frame，订阅放在自己的 disposeBag 里。替身只能观察一层属性，所以 view.frame 写成 observe(\\.view) 再 flatMapLatest 到 view 的 observe(\\.frame)。控制器 A 用默认的 retainSelf: true：它拥有袋子，袋子拥有订阅，订阅又拥有它，形成循环，第 2 拍丢掉引用后它还活着，第 4 拍改它的 frame 还会打印。B 用 retainSelf: false，第 2 拍就被释放，袋子随之清空。A 只有在有人手动换掉它的袋子时（第 6 拍）才会被释放。",
        en: "The document's example is self.rx.observe(CGRect.self, \"view.frame\", retainSelf: false): a controller observes its own view.frame and keeps the subscription in its own disposeBag. The stand-in observes one property at a time, so view.frame is written as observe(\\.view), then flatMapLatest into the view's observe(\\.frame). Controller A uses the default retainSelf: true: it owns the bag, the bag owns the subscription and the subscription owns it, a cycle, so after its reference is dropped at tick 2 it lives on, and changing its frame at tick 4 still prints. B uses retainSelf: false and is released at tick 2, emptying its bag. A goes away only when someone replaces its bag by hand (tick 6)."
    ),
    documented: "",
    resolution: 1.0,
    note: Localized(
        zh: "文档只给了一行代码；这是 KVO 替身在虚拟时钟上的运行结果，对比 retainSelf 的两个取值。",
        en: "The document gives one line of code; this is the KVO stand-in's run on the virtual clock, comparing both values of retainSelf."
    )
) { play in
    final class ViewController: KVOObject {
        let name: String
        let view = KVOView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        var disposeBag = DisposeBag()

        init(name: String, retainSelf: Bool, play: Playground) {
            self.name = name
            super.init()
            // The path "view.frame", starting at self.
            play.probe("\(name) view.frame", rx.observe(\.view, retainSelf: retainSelf).flatMapLatest { $0.rx.observe(\.frame) })
                .subscribe(onNext: { [name] in play.print("\(name) frame \($0)") })
                .disposed(by: disposeBag)
        }

        deinit { report("controller \(name) deinit") }
        var report: (String) -> Void = { _ in }
    }
    var a: ViewController? = ViewController(name: "A", retainSelf: true, play: play)
    var b: ViewController? = ViewController(name: "B", retainSelf: false, play: play)
    a?.report = { play.print($0) }
    b?.report = { play.print($0) }
    weak var leftA = a
    play.sleep(2)
    a = nil
    b = nil
    play.print("controller A still alive: \(leftA != nil)")
    play.sleep(2)
    leftA?.view.frame.height = 240
    play.sleep(2)
    leftA?.disposeBag = DisposeBag()
    play.sleep(2)
}
