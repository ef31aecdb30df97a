import CourseKit
import LessonKit
import RxCore

/// PublishSubject: a subscriber gets only what is sent after it subscribed.
let publishSubjectDemo = Demo(
    id: "publish-subject",
    documented: ""
) { play in
    let subject = PublishSubject<String>()
    // Two names for one subject: asObserver() and asObservable() both return the subject itself.
    let input = subject.asObserver()
    let output = subject.asObservable()
    func listen(_ name: String) {
        _ = play.probe(name, output).subscribe { play.print("\(name): t=\(play.now) \($0)") }
    }
    listen("first")
    play.at(1) { input.onNext("a") }
    play.at(4) { input.onNext("b") }
    play.at(6) { listen("second") }
    play.at(8) { input.onNext("c") }
    play.at(11) { input.onCompleted() }
    play.at(13) { listen("third") }
}
