import CourseKit
import LessonKit
import RxCore

/// `---tap-tap-------tap--->`: a button's taps, a sequence that never ends.
let tapsNeverEnd = Demo(
    id: "taps",
    documented: "---tap-tap-------tap--->"
) { play in
    let button = PublishSubject<String>()
    play.record("taps", button)
    for tick in [3, 7, 17] {
        play.at(tick) { button.onNext("tap") }
    }
    play.sleep(2.3)
    play.print(drawing(of: play.row(named: "taps"), until: play.now))
}
