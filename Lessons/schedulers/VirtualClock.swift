import CourseKit
import LessonKit
import RxCore

/// A TestScheduler is a clock that moves only when told: work booked an hour ahead runs at
/// once, on its tick, and every run gives the same ticks.
let virtualClock = Demo(
    id: "virtual-clock",
    documented: ""
) { play in
    let scheduler = play.scheduler
    func showNow() -> Disposable {
        play.print("[\(play.now)] now = \(scheduler.now)")
        return Disposables.create()
    }
    _ = showNow()
    _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in showNow() }
    _ = scheduler.scheduleRelative((), dueTime: .seconds(3600)) { _ in showNow() }
}
