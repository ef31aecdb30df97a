import CourseKit
import LessonKit
import RxCore

/// `^`: a row subscribed after tick 0, drawn at the column where it subscribed.
let lateSubscriber = Demo(
    id: "late-subscriber",
    documented: ""
) { play in
    let source = play.hot("--a--b--c--d--|")
    _ = play.probe("early", source).subscribe { play.print("early: t=\(play.now) \($0)") }
    play.at(7) {
        _ = play.probe("late", source).subscribe { play.print("late:  t=\(play.now) \($0)") }
    }
}
