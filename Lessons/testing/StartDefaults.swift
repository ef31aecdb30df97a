import CourseKit
import LessonKit
import RxCore
import RxTestCore

/// start { } creates the sequence at 100, subscribes at 200 and disposes at 1000: a hot event
/// at 200 or earlier, or after 1000, is never recorded.
let startDefaults = Demo(
    id: "start-defaults",
    documented: ""
) { play in
    let scheduler = play.scheduler
    let xs = scheduler.createHotObservable([
        .next(90, 1), .next(150, 2), .next(200, 3), .next(220, 4), .next(1000, 5), .next(1010, 6),
    ])
    let res = scheduler.start { () -> Observable<Int> in
        play.print("the closure runs at", scheduler.clock)
        return xs.asObservable()
    }
    play.print("res.events:", Literal.of(res.events))
    play.print("xs.subscriptions:", Literal.of(xs.subscriptions))
}
