import LessonKit
import RxCore

/// PublishSubject: a subscriber gets only what is sent after it subscribed.
let publishSubjectDemo = Demo(
    id: "publish-subject",
    documented: ""
) { play in
    let subject = PublishSubject<String>()
    func listen(_ name: String) {
        _ = play.probe(name, subject).subscribe { play.print("\(name): t=\(play.now) \($0)") }
    }
    listen("first")
    play.at(1) { subject.onNext("a") }
    play.at(4) { subject.onNext("b") }
    play.at(6) { listen("second") }
    play.at(8) { subject.onNext("c") }
    play.at(11) { subject.onCompleted() }
    play.at(13) { listen("third") }
}
