import CourseKit
import LessonKit
import RxCore

/// The document's two-visit check with Resources.total, on a screen whose closure captures
/// self strongly and on the same screen fixed with [weak self].
let leakFoundByCount = Demo(
    id: "leak-by-count",
    documented: ""
) { play in
    final class ProfileScreen {
        let name: String
        let play: Playground
        var taps = 0
        let disposeBag = DisposeBag()

        init(_ name: String, leaky: Bool, taps: Observable<String>, play: Playground) {
            self.name = name
            self.play = play
            if leaky {
                taps.subscribe(onNext: { _ in self.taps += 1 }).disposed(by: disposeBag)
            } else {
                taps.subscribe(onNext: { [weak self] _ in self?.taps += 1 }).disposed(by: disposeBag)
            }
        }

        deinit { play.say(zh: "\(name) 的 deinit", en: "\(name): deinit") }
    }

    // The app's taps: one sequence that lives as long as the app.
    let taps = PublishSubject<String>()
    for (name, leaky) in [("leaky", true), ("fixed", false)] {
        var afterVisit: [Int32] = []
        for _ in 1...2 {
            var screens = [ProfileScreen(name, leaky: leaky, taps: taps.asObservable(), play: play)]
            taps.onNext("tap")
            play.sleep(0.2)
            screens.removeAll()
            afterVisit.append(Resources.total)
            play.sleep(0.1)
        }
        let same = afterVisit[0] == afterVisit[1]
        play.say(zh: "\(name)：两次进出之后 Resources.total 相同吗？\(same ? "是" : "否，第二次留下的更多")",
                 en: "\(name): Resources.total the same after visit 1 and after visit 2? \(same ? "yes" : "no, the second visit left more behind")")
    }
    // The app quits: its taps complete, which ends the leaky screens' subscriptions at last.
    taps.onCompleted()
}
