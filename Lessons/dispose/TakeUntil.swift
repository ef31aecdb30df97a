import CourseKit
import LessonKit
import RxCore

/// take(until:): another sequence decides when this one ends.
let takeUntilEndsOnASignal = Demo(
    id: "take-until",
    documented: ""
) { play in
    let deallocated = PublishSubject<String>()
    let sequence = Observable<Int>.interval(.milliseconds(300), scheduler: play.scheduler)
    let trigger = play.probe("deallocated", deallocated)
    _ = play.probe("take(until:)", sequence.take(until: trigger))
        .subscribe { play.print($0) }
    play.at(11) { deallocated.onNext("x") }
}
