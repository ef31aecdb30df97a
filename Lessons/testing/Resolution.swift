import CourseKit
import LessonKit
import RxCore
import RxTestCore

/// The same test on the course's clock (resolution 0.1) and on RxTest's default
/// (`TestScheduler(initialClock: 0)`, resolution 1.0): `.seconds(3)` is 30 of the first's
/// units and 3 of the second's.
let resolution = Demo(
    id: "resolution",
    documented: ""
) { play in
    let typing: [Recorded<Event<String>>] = [.next(220, "sw"), .next(240, "swi"), .completed(300)]

    let scheduler = play.scheduler   // resolution 0.1
    let typed = scheduler.createHotObservable(typing)
    let res = scheduler.start { searchQueries(typed.asObservable(), scheduler: scheduler) }
    play.print("resolution 0.1:", Literal.of(res.events))

    // Not drawn: the figure is on the course's clock, and this test has a clock of its own.
    let rxTestEvents = Trace.paused { () -> [Recorded<Event<String>>] in
        let testScheduler = TestScheduler(initialClock: 0)   // resolution 1.0, RxTest's default
        let typedAgain = testScheduler.createHotObservable(typing)
        return testScheduler.start { searchQueries(typedAgain.asObservable(), scheduler: testScheduler) }.events
    }
    play.print("resolution 1.0:", Literal.of(rxTestEvents))
}
