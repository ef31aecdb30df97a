import CourseKit
import LessonKit
import RxCore

/// interval is cold: each subscriber gets its own timer, counting from 0.
let coldInterval = Demo(
    id: "cold-interval",
    documented: ""
) { play in
    let ticks = Observable<Int>.interval(.milliseconds(300), scheduler: play.scheduler)
    let first = play.probe("first", ticks).subscribe(onNext: { play.print("t=\(play.now) first got \($0)") })
    var second: Disposable?
    play.at(4) {
        second = play.probe("second", ticks).subscribe(onNext: { play.print("t=\(play.now) second got \($0)") })
    }
    play.at(14) { first.dispose() }
    play.at(15) { second?.dispose() }
}
