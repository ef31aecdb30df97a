import CourseKit
import LessonKit
import RxCore

/// Sending an event from inside an observer breaks the rule, and the runtime says so.
let reentrancyIsReported = Demo(
    id: "reentrancy",
    documented: ""
) { play in
    let taps = PublishSubject<Int>()
    play.record("taps", taps)
    _ = taps
        .subscribe(onNext: { tap in
            play.print("Event processing started (tap \(tap))")
            if tap == 1 { taps.onNext(2) }  // wrong: re-enters the subject
            play.print("Event processing ended (tap \(tap))")
        })
    play.at(1) { taps.onNext(1) }
}
