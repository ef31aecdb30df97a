import LessonKit

/// The RACScheduler cluster: immediate, subscription, queue.
let schedulers = Demo(
    id: "schedulers",
    title: Localized(zh: "RACScheduler：立即执行、订阅调度、串行队列", en: "RACScheduler: immediate, subscription, serial queue"),
    explanation: Localized(
        zh: "RAC 的调度器是 GCD 串行队列的薄封装；我们的封装层建在 RxCore 的调度器上，队列就是虚拟时钟。立即调度器是唯一同步执行的：schedule 返回之前块已经跑完。我们封装层里的订阅调度器是一个蹦床（RxSwift 的 CurrentThreadScheduler）：没有别的工作时立即执行，在块里再调度的工作排队，等当前块结束再跑（不嵌套），下面打印的就是这个顺序。RAC 2.5 真正的 RACSubscriptionScheduler 不同：当前线程已有当前调度器时（主线程上，或在另一个调度器的块里），它直接同步执行，里面的块会嵌套着立即运行；没有当前调度器时，它把块交给一个后台队列调度器。队列调度器总是稍后执行：在虚拟时钟上是下一拍。",
        en: "RAC's schedulers are thin wrappers of GCD serial queues; our facade builds them on RxCore's schedulers, and the queue is the virtual clock. The immediate scheduler is the only synchronous one: the block has run before schedule returns. Our facade's subscription scheduler is a trampoline (RxSwift's CurrentThreadScheduler): it runs at once when nothing else is running, and work scheduled from inside a block waits until that block ends (no nesting); that is the order printed below. RAC 2.5's real RACSubscriptionScheduler differs: when the thread has a current scheduler (the main thread, or inside another scheduler's block) it runs the block synchronously, so an inner block runs at once, nested; without one it hands the block to a background queue scheduler. A queue scheduler always runs later: on the virtual clock, the next tick."
    ),
    documented: "",
    note: Localized(
        zh: "文档只列出调度器的子类；这里打印各自的执行顺序（订阅调度器是我们封装层的蹦床版本，见上）。",
        en: "The document only lists the scheduler subclasses; here we print the order in which each runs its work (the subscription scheduler is our facade's trampoline, see above)."
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
