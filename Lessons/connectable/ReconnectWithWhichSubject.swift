import CourseKit
import LessonKit
import RxCore

/// Connect, disconnect, connect again: multicast(makeSubject:) makes a new subject for the
/// second connection, so a subscriber of the first is left on the old one; multicast(subject)
/// keeps one subject, and its subscriber gets both connections.
let reconnectWithWhichSubject = Demo(id: "reconnect", documented: "") { play in
    let ticks = Observable<Int>.interval(.milliseconds(200), scheduler: play.scheduler)
    let fresh = play.probe("fresh", ticks).multicast(makeSubject: { PublishSubject<Int>() })
    let kept = play.probe("kept", ticks).multicast(PublishSubject<Int>())
    _ = play.probe("fresh, from the start", fresh).subscribe(onNext: { play.print("fresh, from the start: \($0)") })
    _ = play.probe("kept, from the start", kept).subscribe(onNext: { play.print("kept, from the start: \($0)") })
    var connections = [fresh.connect(), kept.connect()]
    play.at(5) {
        play.print("disconnect")
        connections.forEach { $0.dispose() }
    }
    play.at(8) {
        play.print("connect again")
        connections = [fresh.connect(), kept.connect()]
    }
    play.at(9) {
        _ = play.probe("fresh, after", fresh).subscribe(onNext: { play.print("fresh, after: \($0)") })
    }
    play.at(14) { connections.forEach { $0.dispose() } }
}
