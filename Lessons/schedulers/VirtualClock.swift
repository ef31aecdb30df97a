import LessonKit
import RxCore

/// A TestScheduler is a clock that moves only when told: an hour-long timer fires at once, on
/// its tick, and every run gives the same ticks.
let virtualClock = Demo(
    id: "virtual-clock",
    documented: ""
) { play in
    let scheduler = play.scheduler
    play.print("[\(play.now)] now = \(scheduler.now)")
    _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
        play.print("[\(play.now)] now = \(scheduler.now)")
        return Disposables.create()
    }
    _ = Observable<Int>.timer(.seconds(3600), scheduler: scheduler)
        .subscribe(onNext: { _ in play.print("[\(play.now)] now = \(scheduler.now)") })
}
