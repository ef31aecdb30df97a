import CourseKit
import LessonKit
import RxCore

/// The same feedback, queued on a scheduler: the pairs stay apart.
let reentrancyQueued = Demo(
    id: "queued",
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
    let taps = PublishSubject<Int>()
    _ = play.probe("taps", taps)
        .subscribe(onNext: { tap in
            play.print("Event processing started")
            if tap < 3 {
                _ = scheduler.scheduleRelative(tap + 1, dueTime: .milliseconds(200)) { next in
                    taps.onNext(next)
                    return Disposables.create()
                }
            }
            play.print("Event processing ended")
        })
    play.at(1) { taps.onNext(1) }
}
