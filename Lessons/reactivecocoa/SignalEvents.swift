import CourseKit
import LessonKit

/// RACSignal: three kinds of event, a class cluster, and cold subscriptions.
let signalEvents = Demo(
    id: "signal-events",
    documented: ""
) { play in
    struct Boom: Error, CustomStringConvertible { var description: String { "boom" } }
    let queue = RACScheduler.queue(play.scheduler)

    RACSignal<Int>.empty().subscribeNext({ play.print("empty: next \($0)") }, completed: { play.print("empty: completed") })
    RACSignal.return(42).subscribeNext({ play.print("return: next \($0)") }, completed: { play.print("return: completed") })
    RACSignal<Int>.error(Boom()).subscribeNext({ play.print("error: next \($0)") }, error: { play.print("error: error(\($0))") })

    var subscriptions = 0
    let signal = RACSignal<String?>.createSignal { subscriber in
        subscriptions += 1
        play.say(zh: "didSubscribe 运行（第 \(subscriptions) 次订阅）", en: "didSubscribe runs (subscription \(subscriptions))")
        let work = RACCompoundDisposable()
        work.addDisposable(queue.after(0.1) { subscriber.sendNext("a") })
        work.addDisposable(queue.after(0.2) { subscriber.sendNext(nil) })
        work.addDisposable(queue.after(0.3) { subscriber.sendCompleted() })
        return work
    }
    func subscribe(_ number: Int) {
        play.probe("subscriber \(number)", signal: signal.map { $0 ?? "nil" })
            .subscribeNext({ play.say(zh: "订阅者 \(number)：next \($0)", en: "subscriber \(number): next \($0)") },
                           completed: { play.say(zh: "订阅者 \(number)：completed", en: "subscriber \(number): completed") })
    }
    subscribe(1)
    play.at(3) { subscribe(2) }
}
