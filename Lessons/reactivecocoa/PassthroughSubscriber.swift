import LessonKit

/// RACPassthroughSubscriber: one subscriber, two subscriptions, one cancelled.
let passthroughSubscriber = Demo(
    id: "passthrough-subscriber",
    title: Localized(zh: "RACPassthroughSubscriber：取消一次订阅，另一次照常", en: "RACPassthroughSubscriber: cancel one subscription, the other goes on"),
    explanation: Localized(
        zh: "同一个订阅者可以订阅好几个信号，每次订阅由一个 disposable 代表。subscribe：在真正的订阅者外面包一层 RACPassthroughSubscriber，它只在这次订阅的 disposable 还没被 dispose 时转发事件。这里一个订阅者同时订阅 A 和 B，第 2 秒取消对 A 的订阅；第 3 秒 A 仍在发送，但被挡下，B 的值照常到达。最后再直接演示转发器本身。",
        en: "One subscriber can subscribe to several signals, and each subscription is represented by a disposable. subscribe: wraps the real subscriber in a RACPassthroughSubscriber that forwards events only while that subscription's disposable is not disposed. Here one subscriber subscribes to A and B, and the subscription to A is cancelled at 2 s; at 3 s A still sends but is stopped at the passthrough, while B's values arrive as before. The passthrough itself is shown last."
    ),
    documented: "",
    note: Localized(
        zh: "文档给出转发器的三个方法，没有输出；这是它们在虚拟时钟上的效果。",
        en: "The document shows the passthrough's three methods without output; this is their effect on the virtual clock."
    )
) { play in
    let a = RACSubject<String>()
    let b = RACSubject<String>()
    let subscriber = RACBlockSubscriber<String>(next: { play.print("received \($0)") })
    let toA = play.probe("A", signal: a).subscribe(subscriber)
    _ = play.probe("B", signal: b).subscribe(subscriber)
    play.at(1) { a.sendNext("A1"); b.sendNext("B1") }
    play.at(2) {
        toA.dispose()
        play.print("subscription to A disposed at \(play.now) s")
    }
    play.at(3) { a.sendNext("A3"); b.sendNext("B3") }

    play.at(4) {
        let subscription = RACCompoundDisposable()
        let passthrough = RACPassthroughSubscriber(
            RACBlockSubscriber<String>(next: { play.print("passthrough: forwarded \($0)") }),
            disposable: subscription
        )
        passthrough.sendNext("x")
        subscription.dispose()
        passthrough.sendNext("y")
        play.print("passthrough: its disposable is disposed, y is dropped")
    }
}
