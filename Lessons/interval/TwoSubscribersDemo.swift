import CourseKit
import LessonKit
import RxCore

let twoSubscribersDemo = Demo(
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
    let counter = myInterval(0.1, scheduler: play.scheduler, play: play)
    play.print("Started ----")
    let subscription1 = play.probe("first", counter)
        .subscribe(onNext: { n in
            play.print("First \(n)")
        })
    let subscription2 = play.probe("second", counter)
        .subscribe(onNext: { n in
            play.print("Second \(n)")
        })
    play.sleep(0.5)
    subscription1.dispose()
    play.sleep(0.5)
    subscription2.dispose()
    play.print("Ended ----")
}
