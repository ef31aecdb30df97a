import LessonKit

/// replay, replayLast, replayLazily: all built on a multicast connection with a replay subject.
let replayFamily = Demo(
    id: "replay-family",
    title: Localized(zh: "replay、replayLast、replayLazily：什么时候订阅源，重放多少", en: "replay, replayLast, replayLazily: when the source is subscribed, and how much is replayed"),
    explanation: Localized(
        zh: "三个方法都是 \"组播连接 + RACReplaySubject\"。replay 立即 connect，重放全部值；replayLast 也立即 connect，但 subject 只记最后一个值；replayLazily 等到第一个订阅者到来才 connect。源在订阅后第 1、2、3 秒发出 1、2、3 并结束。第 5 秒来一个订阅者：replay 给它 1 2 3, replayLast 只给 3, replayLazily 此时才去订阅源；第 10 秒第二个订阅者从 replayLazily 拿到重放，源不会被再订阅。",
        en: "All three are 'multicast connection + RACReplaySubject'. replay connects at once and replays every value; replayLast connects at once but its subject keeps only the latest value; replayLazily connects when the first subscriber arrives. The source sends 1, 2, 3 at 1, 2, 3 s after it is subscribed, then completes. A subscriber arrives at 5 s: replay gives it 1 2 3, replayLast only 3, and only now does replayLazily subscribe to the source; a second subscriber at 10 s gets replayLazily's replay, and the source is not subscribed again."
    ),
    documented: "",
    note: Localized(
        zh: "文档只提到这三个方法的名字；这是它们在虚拟时钟上的行为。",
        en: "The document only names the three methods; this is how they behave on the virtual clock."
    )
) { play in
    let queue = RACScheduler.queue(play.scheduler)
    var subscriptions: [String: Int] = [:]
    func source(_ name: String) -> RACSignal<Int> {
        RACSignal.createSignal { subscriber in
            subscriptions[name, default: 0] += 1
            play.print("\(name): source subscribed at \(play.now) s")
            let work = RACCompoundDisposable()
            for value in 1...3 {
                work.addDisposable(queue.after(Double(value)) { subscriber.sendNext(value) })
            }
            work.addDisposable(queue.after(3) { subscriber.sendCompleted() })
            return work
        }
    }
    let replayed = source("replay").replay()
    let replayedLast = source("replayLast").replayLast()
    let replayedLazily = source("replayLazily").replayLazily()

    func subscribe(_ name: String, _ signal: RACSignal<Int>) {
        let joined = play.now
        var values: [Int] = []
        play.probe("\(name) at \(joined)", signal: signal).subscribeNext({ values.append($0) }, completed: {
            play.print("\(name), subscriber at \(joined) s: \(values) completed")
        })
    }
    play.at(5) {
        subscribe("replay", replayed)
        subscribe("replayLast", replayedLast)
        subscribe("replayLazily", replayedLazily)
    }
    play.at(10) { subscribe("replayLazily", replayedLazily) }
    play.at(11) {
        play.print("subscriptions to the source: replay \(subscriptions["replay"] ?? 0), replayLast \(subscriptions["replayLast"] ?? 0), replayLazily \(subscriptions["replayLazily"] ?? 0)")
    }
}
