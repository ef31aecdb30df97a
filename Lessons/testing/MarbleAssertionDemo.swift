import CourseKit
import LessonKit
import RxCore
import RxTestCore

/// The course's marble assertion: what the observer recorded against a diagram drawn from the
/// subscription (column 0 = tick 200), here one column every 10 ticks. nil means they match.
let marbleAssertion = Demo(
    id: "marble-assertion",
    documented: ""
) { play in
    let scheduler = play.scheduler
    let xs = scheduler.createHotObservable([.next(220, 1), .next(240, 2), .next(270, 3), .completed(300)])
    let res = scheduler.start { xs.map { $0 + 1 } }
    play.print(res.mismatch(marbles: "--2-3--4--|", frame: 10) ?? "nil")
    play.print(res.mismatch(marbles: "--2-3-4---|", frame: 10) ?? "nil")
}
