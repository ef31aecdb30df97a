import CourseKit
import LessonKit
import RxCore
import RxTestCore

/// A whole test of `searchQueries`: a hot observable for the typing, `start` for the run, then
/// what the observer recorded and when the typing was subscribed.
let firstTest = Demo(
    id: "first-test",
    documented: ""
) { play in
    let scheduler = play.scheduler   // a TestScheduler(initialClock: 0, resolution: 0.1)
    let typed = scheduler.createHotObservable([
        .next(220, "sw"), .next(240, "swi"),
        .next(300, "swif"), .next(320, "swi"),
        .next(400, "swift"),
        .completed(500),
    ])
    let res = scheduler.start { searchQueries(typed.asObservable(), scheduler: scheduler) }
    play.print("res.events:", Literal.of(res.events))
    play.print("typed.subscriptions:", Literal.of(typed.subscriptions))
}
