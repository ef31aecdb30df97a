import CourseKit
import LessonKit
import RxCore

/// A cold sequence from create: every subscription runs the closure, so the work starts again.
let coldCreate = Demo(
    id: "cold-create",
    documented: ""
) { play in
    let scheduler = play.scheduler
    let download = Observable<String>.create { observer in
        play.print("t=\(play.now) work starts")
        let plan = [(2, "a"), (5, "b")]
        var bookings = plan.map { step in
            scheduler.scheduleRelative((), dueTime: .milliseconds(100 * step.0)) { _ in
                observer.onNext(step.1)
                return Disposables.create()
            }
        }
        bookings.append(scheduler.scheduleRelative((), dueTime: .milliseconds(700)) { _ in
            observer.onCompleted()
            return Disposables.create()
        })
        return Disposables.create(bookings)
    }
    _ = play.probe("first", download).subscribe(onNext: { play.print("t=\(play.now) first got \($0)") })
    play.at(3) {
        _ = play.probe("second", download).subscribe(onNext: { play.print("t=\(play.now) second got \($0)") })
    }
}
