import LessonKit

/// RACSignal: three kinds of event, a class cluster, and cold subscriptions.
let signalEvents = Demo(
    id: "signal-events",
    title: Localized(zh: "RACSignal: next、error、completed，每次订阅重新开始", en: "RACSignal: next, error, completed, and every subscription starts over"),
    explanation: Localized(
        zh: "信号向订阅者推送三种事件：next（值可以是 nil）、error 和 completed，后两者只有一个、并且是最后一个。createSignal 创建的是动态信号：每次订阅都会再运行一遍它的块（冷信号），所以第 3 秒订阅的第二个订阅者从头收到自己的一份。empty、return、error 是类簇里另外三个私有子类的工厂方法。subscribe：是订阅者和信号见面的唯一入口，各个子类的区别只在于它们在这里做什么；在封装层里，它把一个 RxCore 的订阅包进 RACCompoundDisposable 交还给你。",
        en: "A signal pushes three kinds of event: next (whose value may be nil), error and completed; of the last two there is at most one, and it comes last. createSignal makes a dynamic signal whose block runs again for every subscription (a cold signal), so the second subscriber, arriving at 3 s, gets its own run from the start. empty, return and error are the factories of three more private subclasses of the cluster. subscribe: is the only place where a subscriber meets a signal, and the subclasses differ only in what they do there; in the facade it wraps an RxCore subscription in the RACCompoundDisposable it hands back."
    ),
    documented: "",
    note: Localized(
        zh: "文档只列出三种事件和几个私有子类，没有输出；这是它们在虚拟时钟上的样子。",
        en: "The document lists the three events and the private subclasses without output; this is how they look on the virtual clock."
    )
) { play in
    struct Boom: Error, CustomStringConvertible { var description: String { "boom" } }
    let queue = RACScheduler.queue(play.scheduler)

    RACSignal<Int>.empty().subscribeNext({ play.print("empty: next \($0)") }, completed: { play.print("empty: completed") })
    RACSignal.return(42).subscribeNext({ play.print("return: next \($0)") }, completed: { play.print("return: completed") })
    RACSignal<Int>.error(Boom()).subscribeNext({ play.print("error: next \($0)") }, error: { play.print("error: error(\($0))") })

    var subscriptions = 0
    let signal = RACSignal<String?>.createSignal { subscriber in
        subscriptions += 1
        play.print("didSubscribe runs (subscription \(subscriptions))")
        let work = RACCompoundDisposable()
        work.addDisposable(queue.after(1) { subscriber.sendNext("a") })
        work.addDisposable(queue.after(2) { subscriber.sendNext(nil) })
        work.addDisposable(queue.after(3) { subscriber.sendCompleted() })
        return work
    }
    func subscribe(_ number: Int) {
        play.probe("subscriber \(number)", signal: signal.map { $0 ?? "nil" })
            .subscribeNext({ play.print("subscriber \(number): next \($0)") },
                           completed: { play.print("subscriber \(number): completed") })
    }
    subscribe(1)
    play.at(3) { subscribe(2) }
}
