import CourseKit
import LessonKit
import RxCore

let oneSubscriberDemo = Demo(
    id: "one-subscriber",
    documented: """
    Started ----
    Subscribed
    0
    1
    2
    3
    4
    Disposed
    Ended ----
    """
) { play in
    let counter = myInterval(0.1, scheduler: play.scheduler, play: play)
    play.print("Started ----")
    let subscription = play.probe("counter", counter)
        .subscribe(onNext: { n in
            play.print(n)
        })
    play.sleep(0.5)
    subscription.dispose()
    play.print("Ended ----")
}
