import LessonKit
import RxCore

/// The document's point about serial schedulers, shown on the virtual clock.
let disposeOnTheSameSerialScheduler = Demo(
    id: "observe-on-serial",
    title: Localized(zh: "在同一个串行调度器上 dispose，之后不再打印", en: "Dispose on the same serial scheduler: nothing prints afterwards"),
    explanation: Localized(
        zh: "observe(on:) 把每个事件重新排到调度器上，晚一拍才送达。如果 dispose 也在同一个串行调度器上执行，它和事件排在同一条队列里：已经排队但还没送达的事件会被丢掉，所以 dispose 之后绝不会再打印。这里 interval 在第 18 拍发出 5，送达排在第 19 拍，但 dispose 在第 18 拍就执行了，所以 5 永远不会打印。",
        en: "observe(on:) re-queues each event on the scheduler, delivering it a tick later. When dispose runs on that same serial scheduler it shares the queue with the events: an event already queued but not yet delivered is dropped, so nothing prints after dispose. Here interval emits 5 at tick 18 and its delivery is queued for tick 19, but the dispose runs at tick 18, so 5 is never printed."
    ),
    documented: "",
    resolution: 0.1,
    note: Localized(
        zh: "文档只给了代码，没有打印输出；虚拟时钟打印的是 dispose 之前送达的五个事件。",
        en: "The document shows only code, no printed output; the virtual clock prints the five events delivered before the dispose."
    )
) { play in
    let scheduler = play.scheduler
    let source = Observable<Int>.interval(.milliseconds(300), scheduler: scheduler)
    let subscription = source.observe(on: scheduler)
        .subscribe { event in
            play.print(event)
        }
    // Tick 18: interval emits 5 and observe(on:) queues its delivery for tick 19.
    play.sleep(1.8)
    subscription.dispose()
    play.sleep(1.0)
}
