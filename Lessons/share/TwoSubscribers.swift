import CourseKit
import LessonKit
import RxCore

/// Without sharing: every subscriber starts its own timer.
let twoSubscribersTwoTimers = Demo(
    id: "two-subscribers",
    documented: """
    Started ----
    Subscribed
    Subscribed
    First 0
    Second 0
    First 1
    Second 1
    First 2
    Second 2
    First 3
    Second 3
    First 4
    Second 4
    Disposed
    Second 5
    Second 6
    Second 7
    Second 8
    Second 9
    Disposed
    Ended ----
    """
) { play in
    runFirstAndSecond(myInterval(0.1, on: play), on: play)
}
