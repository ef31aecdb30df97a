import CourseKit
import LessonKit

/// RACSubject, RACReplaySubject and RACBehaviorSubject, with a late subscriber.
let subjects = Demo(
    id: "subjects",
    documented: ""
) { play in
    let named: [(String, RACSubject<Int>)] = [
        ("RACSubject", RACSubject()),
        ("RACReplaySubject", RACReplaySubject()),
        ("RACBehaviorSubject", RACBehaviorSubject(defaultValue: 0)),
    ]
    for (name, subject) in named {
        _ = play.probe("\(name) early", signal: subject).subscribeNext { _ in }
    }
    play.at(2) { for (_, subject) in named { subject.sendNext(1) } }
    play.at(4) { for (_, subject) in named { subject.sendNext(2) } }
    play.at(6) {
        for (name, subject) in named {
            play.probe("\(name) late", signal: subject).subscribeNext { play.say(zh: "\(name) 晚来的订阅者：\($0)", en: "\(name), late subscriber: \($0)") }
        }
    }
    play.at(10) { for (_, subject) in named { subject.sendNext(3) } }
}
