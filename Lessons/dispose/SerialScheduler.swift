import CourseKit
import LessonKit
import RxCore

/// The document's point about serial schedulers, shown on the virtual clock.
let disposeOnTheSameSerialScheduler = Demo(
    id: "observe-on-serial",
    documented: ""
) { play in
    let scheduler = play.scheduler
    let source = Observable<Int>.interval(.milliseconds(300), scheduler: scheduler)
    let subscription = source.observe(on: scheduler)
        .subscribe { event in
            play.print(event)
        }
    // Tick 18: interval emits 5 and observe(on:) queues its delivery for tick 19.
    play.sleep(1.8)
    subscription.dispose()
    play.sleep(1.0)
}
