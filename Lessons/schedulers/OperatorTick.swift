import LessonKit
import RxCore

/// Work scheduled for "now" on a TestScheduler runs one tick later: each step of `of`, and each
/// event `observe(on:)` passes on, costs a tick.
let operatorTick = Demo(
    id: "operator-tick",
    documented: ""
) { play in
    let scheduler = play.scheduler
    let letters = Observable.of("a", "b", "c", scheduler: scheduler)
    _ = letters.subscribe { play.print("[\(play.now)] of \($0)") }
    _ = Observable.of("a", "b", "c").subscribe { play.print("[\(play.now)] of, no scheduler \($0)") }
    let delivered = play.hot("--a----b----|").observe(on: scheduler)
    _ = delivered.subscribe { play.print("[\(play.now)] observe(on:) \($0)") }
}
