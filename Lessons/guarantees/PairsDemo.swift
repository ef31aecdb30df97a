import CourseKit
import LessonKit
import RxCore

/// Three events on the same tick are still delivered one after another.
let pairsNeverNest = Demo(
    id: "pairs",
    documented: """
    Event processing started
    Event processing ended
    Event processing started
    Event processing ended
    Event processing started
    Event processing ended
    """
) { play in
    let scheduler = play.scheduler
    let timers = ["a", "b", "c"].map { name in
        play.probe("timer \(name)", Observable<Int>.timer(.milliseconds(100), scheduler: scheduler).map { _ in name })
    }
    _ = Observable.merge(timers)
        .subscribe(onNext: { _ in
            play.print("Event processing started")
            // processing
            play.print("Event processing ended")
        })
}
