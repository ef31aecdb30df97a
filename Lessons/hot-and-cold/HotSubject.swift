import CourseKit
import LessonKit
import RxCore

/// A button's taps are hot: they happen whether or not anyone listens, once for everybody.
let hotSubject = Demo(
    id: "hot-taps",
    documented: ""
) { play in
    let button = PublishSubject<String>()
    for tick in [1, 4, 8, 11] {
        play.at(tick) {
            play.print("t=\(play.now) tap")
            button.onNext("t")
        }
    }
    _ = play.probe("first", button).subscribe(onNext: { _ in play.print("t=\(play.now) first heard it") })
    play.at(6) {
        _ = play.probe("second", button).subscribe(onNext: { _ in play.print("t=\(play.now) second heard it") })
    }
    play.sleep(1.3)
}
