import CourseKit
import LessonKit

/// replay, replayLast, replayLazily: all built on a multicast connection with a replay subject.
let replayFamily = Demo(
    id: "replay-family",
    documented: ""
) { play in
    let queue = RACScheduler.queue(play.scheduler)
    var subscriptions: [String: Int] = [:]
    func source(_ name: String) -> RACSignal<Int> {
        RACSignal.createSignal { subscriber in
            subscriptions[name, default: 0] += 1
            play.say(zh: "\(name)：第 \(play.now) 拍订阅源", en: "\(name): source subscribed at tick \(play.now)")
            let work = RACCompoundDisposable()
            for value in 1...3 {
                work.addDisposable(queue.after(Double(value) / 10) { subscriber.sendNext(value) })
            }
            work.addDisposable(queue.after(0.3) { subscriber.sendCompleted() })
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
            play.say(zh: "\(name)，第 \(joined) 拍的订阅者：\(values) completed", en: "\(name), subscriber at tick \(joined): \(values) completed")
        })
    }
    play.at(5) {
        subscribe("replay", replayed)
        subscribe("replayLast", replayedLast)
        subscribe("replayLazily", replayedLazily)
    }
    play.at(10) { subscribe("replayLazily", replayedLazily) }
    play.at(11) {
        let counts = ["replay", "replayLast", "replayLazily"].map { "\($0) \(subscriptions[$0] ?? 0)" }
        play.say(zh: "源被订阅的次数：" + counts.joined(separator: "，"), en: "subscriptions to the source: " + counts.joined(separator: ", "))
    }
}
