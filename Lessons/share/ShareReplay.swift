import CourseKit
import LessonKit
import RxCore

/// share(replay: 1): one timer for both subscribers.
let shareReplayOneTimer = Demo(
    id: "share-replay",
    documented: """
    Started ----
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
    First 5
    Second 5
    Second 6
    Second 7
    Second 8
    Second 9
    Disposed
    Ended ----
    """
) { play in
    let counter = play.probe("myInterval", myInterval(0.1, on: play))
        .share(replay: 1)
    runFirstAndSecond(counter, on: play)
}
