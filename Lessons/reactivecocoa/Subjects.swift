import LessonKit

/// RACSubject, RACReplaySubject and RACBehaviorSubject, with a late subscriber.
let subjects = Demo(
    id: "subjects",
    title: Localized(zh: "RACSubject、RACReplaySubject、RACBehaviorSubject：迟到的订阅者收到什么", en: "RACSubject, RACReplaySubject, RACBehaviorSubject: what a late subscriber gets"),
    explanation: Localized(
        zh: "subject 是可以手动发送的信号（热信号）。三个 subject 在第 2、4 秒收到 1 和 2，第 6 秒来了一个迟到的订阅者，第 10 秒再收到 3。RACSubject 不记任何东西，迟到者只收到 3; RACReplaySubject 记住全部，迟到者先收到 1、2; RACBehaviorSubject 记住最后一个（一开始是默认值 0），迟到者先收到 2。",
        en: "A subject is a signal you send to by hand (a hot signal). Three subjects are sent 1 and 2 at 2 s and 4 s, a late subscriber arrives at 6 s, and 3 is sent at 10 s. RACSubject remembers nothing, so the late subscriber gets only 3; RACReplaySubject remembers everything, so it gets 1 and 2 first; RACBehaviorSubject remembers the latest (at first its default value 0), so it gets 2 first."
    ),
    documented: "",
    note: Localized(
        zh: "文档只用一句话描述这两个子类；这是它们在虚拟时钟上的输出。",
        en: "The document describes the two subclasses in one sentence each; this is their output on the virtual clock."
    )
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
            play.probe("\(name) late", signal: subject).subscribeNext { play.print("\(name), late subscriber: \($0)") }
        }
    }
    play.at(10) { for (_, subject) in named { subject.sendNext(3) } }
}
