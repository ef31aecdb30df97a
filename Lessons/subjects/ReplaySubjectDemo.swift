import CourseKit
import LessonKit
import RxCore

/// ReplaySubject: a subscriber gets the last `bufferSize` values at once, even after the end.
let replaySubjectDemo = Demo(
    id: "replay-subject",
    documented: ""
) { play in
    let subject = ReplaySubject<String>.create(bufferSize: 2)
    func listen(_ name: String) {
        _ = play.probe(name, subject).subscribe { play.print("\(name): t=\(play.now) \($0)") }
    }
    listen("first")
    play.at(1) { subject.onNext("a") }
    play.at(3) { subject.onNext("b") }
    play.at(5) { subject.onNext("c") }
    play.at(7) { listen("second") }
    play.at(13) { subject.onNext("d") }
    play.at(15) { subject.onCompleted() }
    play.at(17) { listen("third") }
}
