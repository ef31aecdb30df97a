import CourseKit
import LessonKit
import RxCore

/// publish().refCount(): the first subscriber connects, the last one to leave disconnects,
/// and a subscriber after that starts a new connection (the interval counts from 0 again).
let refCountConnectsForYou = Demo(id: "ref-count", documented: "") { play in
    let ticks = Observable<Int>.interval(.milliseconds(200), scheduler: play.scheduler)
    let counted = ticks.publish().refCount()
    let first = play.probe("first", counted).subscribe(onNext: { play.print("first \($0)") })
    play.at(3) {
        let second = play.probe("second", counted).subscribe(onNext: { play.print("second \($0)") })
        play.at(9) { second.dispose() }
    }
    play.at(7) { first.dispose() }
    play.at(12) {
        let third = play.probe("third", counted).subscribe(onNext: { play.print("third \($0)") })
        play.at(17) { third.dispose() }
    }
}
