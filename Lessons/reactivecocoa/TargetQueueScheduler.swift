import LessonKit
import RxCore

/// RACTargetQueueScheduler: a serial queue of its own, running on a target queue.
let targetQueueScheduler = Demo(
    id: "target-queue-scheduler",
    title: Localized(zh: "RACTargetQueueScheduler：真正干活的调度器", en: "RACTargetQueueScheduler: the scheduler that does the work"),
    explanation: Localized(
        zh: "RAC 里大部分调度器都是 RACTargetQueueScheduler：它建一个自己的 GCD 串行队列，把它的目标设为另一个队列。mainThreadScheduler 的目标是主队列，scheduler 和 schedulerWithPriority：的目标是某个全局队列。所以它是异步的：schedule 先返回，块稍后才跑；它是串行的：同一个调度器上的块按安排的顺序一个接一个跑，块里再安排的块要等当前块结束。deliverOn：用它把信号的事件搬到这个队列上。本课的封装层里，目标队列就是虚拟时钟，所以“稍后”是下一拍；两个调度器共用一个目标时，它们的块按安排的先后交替执行。",
        en: "Most of RAC's schedulers are RACTargetQueueSchedulers: each creates a GCD serial queue of its own and sets its target to another queue. mainThreadScheduler targets the main queue; scheduler and schedulerWithPriority: target a global queue. So it is asynchronous: schedule returns first and the block runs later; and it is serial: blocks on one scheduler run one after another in the order they were scheduled, and a block scheduled from inside a block waits until that one ends. deliverOn: uses it to move a signal's events onto its queue. In this lesson's facade the target queue is the virtual clock, so 'later' means the next tick; two schedulers sharing one target run their blocks interleaved in the order they were scheduled."
    ),
    documented: "",
    note: Localized(
        zh: "文档只用一句话介绍 RACTargetQueueScheduler；这里打印它在虚拟时钟上的执行顺序。",
        en: "The document introduces RACTargetQueueScheduler in one sentence; here we print the order in which it runs work on the virtual clock."
    )
) { play in
    let database = RACScheduler.queue(play.scheduler, name: "database")
    let images = RACScheduler.queue(play.scheduler, name: "images")
    database.schedule {
        play.print("database: block 1 starts at \(play.now) s")
        database.schedule { play.print("database: block 3 (scheduled inside block 1) at \(play.now) s") }
        play.print("database: block 1 ends")
    }
    images.schedule { play.print("images: block 1 at \(play.now) s") }
    database.schedule { play.print("database: block 2 at \(play.now) s") }
    play.print("schedule returned at \(play.now) s")

    let subject = RACSubject<Int>()
    subject.deliverOn(images).subscribeNext { play.print("delivered \($0) on images at \(play.now) s") }
    play.at(5) {
        play.print("sending 1 at 5 s")
        subject.sendNext(1)
        play.print("sendNext returned")
    }
    play.sleep(7)
}
