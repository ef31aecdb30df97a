import CourseKit
import LessonKit
import RxCore

/// The document's first example: an interval every 0.3 s, disposed by hand after 2 s.
let intervalDisposedAfterTwoSeconds = Demo(
    id: "interval-dispose",
    documented: """
    next(0)
    next(1)
    next(2)
    next(3)
    next(4)
    next(5)
    """
) { play in
    let scheduler = play.scheduler
    let subscription = Observable<Int>.interval(.milliseconds(300), scheduler: scheduler)
        .subscribe { event in
            play.print(event)
        }
    play.sleep(2.0)
    subscription.dispose()
}
