import CourseKit
import LessonKit

/// RACPassthroughSubscriber: one subscriber, two subscriptions, one cancelled.
let passthroughSubscriber = Demo(
    id: "passthrough-subscriber",
    documented: ""
) { play in
    let a = RACSubject<String>()
    let b = RACSubject<String>()
    let subscriber = RACBlockSubscriber<String>(next: { play.say(zh: "收到 \($0)", en: "received \($0)") })
    let toA = play.probe("A", signal: a).subscribe(subscriber)
    _ = play.probe("B", signal: b).subscribe(subscriber)
    play.at(1) { a.sendNext("A1"); b.sendNext("B1") }
    play.at(2) {
        toA.dispose()
        play.say(zh: "第 \(play.now) 拍对 A 的订阅被 dispose", en: "subscription to A disposed at tick \(play.now)")
    }
    play.at(3) { a.sendNext("A3"); b.sendNext("B3") }

    play.at(4) {
        let subscription = RACCompoundDisposable()
        let passthrough = RACPassthroughSubscriber(
            RACBlockSubscriber<String>(next: { play.say(zh: "转发器：转发了 \($0)", en: "passthrough: forwarded \($0)") }),
            disposable: subscription
        )
        passthrough.sendNext("x")
        subscription.dispose()
        passthrough.sendNext("y")
        play.say(zh: "转发器：它的 disposable 已被 dispose，y 被丢弃", en: "passthrough: its disposable is disposed, y is dropped")
    }
}
