import LessonKit

/// The RACScheduler cluster: immediate, subscription, queue.
let schedulers = Demo(
    id: "schedulers",
    title: Localized(zh: "RACScheduler: 立即执行、订阅调度、串行队列", en: "RACScheduler: immediate, subscription, serial queue"),
    explanation: Localized(
        zh: "RAC 的调度器是 GCD 串行队列的薄封装; 我们的外观建在 RxCore 的调度器上, 队列就是虚拟时钟。立即调度器是唯一同步执行的: schedule 返回之前块已经跑完。订阅调度器在没有别的工作时也立即执行, 但在一个块里再调度的工作会排队, 等当前块结束再跑 (不嵌套)。队列调度器总是稍后执行: 在虚拟时钟上是下一刻。",
        en: "RAC's schedulers are thin wrappers of GCD serial queues; our facade builds them on RxCore's schedulers, and the queue is the virtual clock. The immediate scheduler is the only synchronous one: the block has run before schedule returns. The subscription scheduler also runs at once when nothing else is running, but work scheduled from inside a block waits in line until that block ends (no nesting). A queue scheduler always runs later: on the virtual clock, the next tick."
    ),
    documented: "",
    note: Localized(
        zh: "文档只列出调度器的子类; 这里打印各自的执行顺序。",
        en: "The document only lists the scheduler subclasses; here we print the order in which each runs its work."
    )
) { play in
    let immediate = RACScheduler.immediate
    play.print("immediate: before schedule")
    immediate.schedule { play.print("immediate: block runs") }
    play.print("immediate: after schedule")

    let subscription = RACScheduler.subscription
    subscription.schedule {
        play.print("subscription: outer block starts")
        subscription.schedule { play.print("subscription: inner block runs") }
        play.print("subscription: outer block ends")
    }
    play.print("subscription: after schedule")

    let queue = RACScheduler.queue(play.scheduler)
    queue.schedule { play.print("queue: block runs at \(play.now) s") }
    play.print("queue: schedule returned at \(play.now) s")
}
