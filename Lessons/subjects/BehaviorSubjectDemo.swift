import CourseKit
import LessonKit
import RxCore

struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
}

/// BehaviorSubject: a subscriber gets the latest value at once; after an error, only the error.
let behaviorSubjectDemo = Demo(
    id: "behavior-subject",
    documented: ""
) { play in
    let subject = BehaviorSubject(value: 0)
    func listen(_ name: String) {
        _ = play.probe(name, subject).subscribe { play.print("\(name): t=\(play.now) \($0)") }
    }
    listen("first")
    play.at(3) { subject.onNext(1) }
    play.at(5) { listen("second") }
    play.at(7) { subject.onNext(2) }
    play.at(9) { subject.onError(Offline()) }
    play.at(11) { listen("third") }
}
