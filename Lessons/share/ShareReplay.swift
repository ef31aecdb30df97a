import LessonKit
import RxCore

/// share(replay: 1): one timer for both subscribers.
let shareReplayOneTimer = Demo(
    id: "share-replay",
    title: Localized(zh: "share(replay: 1)：两个订阅者共用一个计时器", en: "share(replay: 1): both subscribers share one timer"),
    explanation: Localized(
        zh: "share(replay: 1) 就是 replay(1) 加 refCount：第一个订阅者到来时才订阅源序列（只有一次 Subscribed），之后的订阅者挂在同一个订阅上，并先收到最近的一个值；最后一个订阅者离开时才 dispose 源序列（只有一次 Disposed）。文档里的 shareReplay(1) 是旧名：RxSwift 4 起被标为废弃，RxSwift 6 已经删除。它当年等于 share(replay: 1, scope: .forever)，通常你要的是 share(replay: 1)（默认 .whileConnected）。本课的运行时为了让文档代码能编译保留了它，编译器会提示新名字。看 myInterval 那一行：只订阅了一次，在第 10 拍才被释放。",
        en: "share(replay: 1) is replay(1) plus refCount: the source is subscribed only when the first subscriber arrives (one Subscribed), later subscribers join that same subscription and first receive the latest value, and the source is disposed only when the last subscriber leaves (one Disposed). The document's shareReplay(1) is the old name: deprecated since RxSwift 4 and removed in RxSwift 6. It meant share(replay: 1, scope: .forever); what you usually want is share(replay: 1) (scope .whileConnected by default). This course's runtime keeps it so the document's code compiles, and the compiler names the replacement. Look at the myInterval row: one subscription, released only at tick 10."
    ),
    documented: """
    Started ----
    Subscribed
    First 0
    Second 0
    First 1
    Second 1
    First 2
    Second 2
    First 3
    Second 3
    First 4
    Second 4
    First 5
    Second 5
    Second 6
    Second 7
    Second 8
    Second 9
    Disposed
    Ended ----
    """,
    resolution: 0.1,
    note: Localized(
        zh: "文档里的 First 5 是真实线程的竞争：计时器线程抢在主线程 dispose 之前送出了 5。虚拟时钟上 5 在第 6 拍才到，第一个订阅在第 5 拍已经 dispose，所以没有 First 5。",
        en: "The document's First 5 is a real-thread race: the timer thread delivered 5 just before the main thread's dispose. On the virtual clock 5 arrives at tick 6, after the first subscription was disposed at tick 5, so there is no First 5."
    )
) { play in
    let counter = play.probe("myInterval", myInterval(0.1, on: play))
        .share(replay: 1)
    runFirstAndSecond(counter, on: play)
}
