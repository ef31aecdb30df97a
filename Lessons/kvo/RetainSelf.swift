import CourseKit
import LessonKit
import RxCore

/// A path that starts at self: retainSelf: false, or the controller holds itself forever.
let retainSelfFalseForPathsFromSelf = Demo(
    id: "retain-self-false",
    documented: ""
) { play in
    final class ViewController: KVOObject {
        let name: String
        let view = KVOView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        var disposeBag = DisposeBag()

        init(name: String, retainSelf: Bool, play: Playground) {
            self.name = name
            super.init()
            // The path "view.frame", starting at self.
            play.probe("\(name) view.frame", rx.observe(Rect.self, "view.frame", retainSelf: retainSelf).map { $0.map { "\($0)" } ?? "nil" })
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
    play.sleep(0.2)
    a = nil
    b = nil
    play.say(zh: "控制器 A 还活着：\(leftA != nil)", en: "controller A still alive: \(leftA != nil)")
    play.sleep(0.2)
    leftA?.view.frame.height = 240
    play.sleep(0.2)
    leftA?.disposeBag = DisposeBag()
    play.sleep(0.2)
}
