import CourseKit
import LessonKit
import RxCore

/// CurrentThreadScheduler, the trampoline: the first schedule on a thread runs at once; work
/// scheduled while it runs waits in a queue until it returns.
let trampoline = Demo(
    id: "current-thread-trampoline",
    documented: ""
) { play in
    let scheduler = CurrentThreadScheduler.instance
    _ = scheduler.schedule("outer") { name in
        play.print("\(name) starts")
        _ = scheduler.schedule("inner") { name in
            play.print("\(name) runs")
            return Disposables.create()
        }
        play.print("\(name) ends")
        return Disposables.create()
    }
    play.print("schedule returned")

    // Observable.of sends through the trampoline too: the second subscription, made while the
    // first is still sending, waits its turn.
    let letters = Observable.of("a", "b")
    _ = letters.subscribe(onNext: { letter in
        play.print("first got \(letter)")
        if letter == "a" {
            _ = letters.subscribe(onNext: { play.print("second got \($0)") })
        }
    })
}
