import CourseKit
import LessonKit
import RxCore

/// Three view models subscribe in init and keep the subscription in their own bag; they
/// differ only in how the closure captures self. All three are dropped at tick 5.
let retainCycle = Demo(
    id: "retain-cycle",
    documented: ""
) { play in
    enum Capture: String { case strong, weak, unowned }

    final class ViewModel {
        let name: String
        let play: Playground
        var count = 0
        let disposeBag = DisposeBag()

        init(_ capture: Capture, taps: Observable<String>, play: Playground) {
            name = capture.rawValue
            self.play = play
            switch capture {
            case .strong:
                taps.subscribe(onNext: { _ in self.count += 1; self.show() })
                    .disposed(by: disposeBag)
            case .weak:
                taps.subscribe(onNext: { [weak self] _ in
                    guard let self else { return }
                    self.count += 1
                    self.show()
                })
                .disposed(by: disposeBag)
            case .unowned:
                taps.subscribe(onNext: { [unowned self] _ in self.count += 1; self.show() })
                    .disposed(by: disposeBag)
            }
        }

        func show() { play.print("\(name): count \(count)") }

        deinit { play.say(zh: "第 \(play.now) 拍：\(name) 的 deinit", en: "\(name): deinit at tick \(play.now)") }
    }

    let taps = PublishSubject<String>()
    // Subscribed to the subject itself, with no operator between: the figure's rows are,
    // from the top, strong, weak and unowned.
    var models = [Capture.strong, .weak, .unowned].map { ViewModel($0, taps: taps.asObservable(), play: play) }
    for (tick, tap) in [(2, "a"), (4, "b"), (7, "c"), (9, "d")] {
        play.at(tick) { taps.onNext(tap) }
    }
    play.at(5) {
        models.removeAll()
        play.say(zh: "第 5 拍：三个 view model 都没人引用了", en: "tick 5: nothing refers to the three view models any more")
    }
    play.at(11) { taps.onCompleted() }
}
