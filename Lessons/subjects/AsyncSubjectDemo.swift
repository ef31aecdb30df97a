import CourseKit
import LessonKit
import RxCore

/// AsyncSubject: only the last value, and only when the subject completes.
let asyncSubjectDemo = Demo(
    id: "async-subject",
    documented: ""
) { play in
    let subject = AsyncSubject<String>()
    func listen(_ name: String) {
        _ = play.probe(name, subject).subscribe { play.print("\(name): t=\(play.now) \($0)") }
    }
    listen("first")
    play.at(1) { subject.onNext("a") }
    play.at(3) { subject.onNext("b") }
    play.at(5) { subject.onNext("c") }
    play.at(7) { subject.onCompleted() }
    play.at(9) { listen("second") }
}
