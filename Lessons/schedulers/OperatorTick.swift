import CourseKit
import LessonKit
import RxCore

/// Work scheduled for "now" on a TestScheduler runs one tick later: each step of `from`, and each
/// event `observe(on:)` passes on, costs a tick.
let operatorTick = Demo(
    id: "operator-tick",
    documented: ""
) { play in
    let scheduler = play.scheduler
    _ = Observable.from(["a", "b", "c"], scheduler: scheduler)
        .subscribe { play.print("[\(play.now)] from(scheduler:) \($0)") }
    _ = Observable.from(["a", "b", "c"])
        .subscribe { play.print("[\(play.now)] from \($0)") }
    let delivered = play.hot("--a----b----|").observe(on: scheduler)
    _ = delivered.subscribe { play.print("[\(play.now)] observe(on:) \($0)") }
}
