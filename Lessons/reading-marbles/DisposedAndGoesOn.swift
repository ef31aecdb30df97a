import CourseKit
import LessonKit
import RxCore

/// `!`: a subscription disposed before its sequence ended; `>`: a sequence that goes on.
let disposedAndGoesOn = Demo(
    id: "disposed-and-goes-on",
    documented: ""
) { play in
    let ticks = play.hot("-1--2--3--4--5--6")
    let stopped = play.probe("stopped", ticks).subscribe { play.print("stopped: t=\(play.now) \($0)") }
    _ = play.probe("kept", ticks).subscribe { play.print("kept:    t=\(play.now) \($0)") }
    play.at(9) {
        stopped.dispose()
        play.print("t=\(play.now) stopped.dispose()")
    }
}
