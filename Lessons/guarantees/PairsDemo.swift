import LessonKit
import RxCore

/// Three events on the same tick are still delivered one after another.
let pairsNeverNest = Demo(
    id: "pairs",
    title: Localized(zh: "同一拍的三个事件，依然一个接一个", en: "Three events on the same tick, still one after another"),
    explanation: Localized(
        zh: "三个计时器都在第 1 拍触发，merge 把它们合成一个序列。即使三个事件 \"同时\" 到达，观察者也是处理完一个（打印 ended）才收到下一个：输出是三对 started/ended，从不出现两个 started 连在一起。",
        en: "Three timers all fire at tick 1, and merge makes them one sequence. Although the three events arrive 'at the same time', the observer finishes one (prints ended) before it receives the next: the output is three started/ended pairs, never two started in a row."
    ),
    documented: """
    Event processing started
    Event processing ended
    Event processing started
    Event processing ended
    Event processing started
    Event processing ended
    """
) { play in
    let scheduler = play.scheduler
    let timers = ["a", "b", "c"].map { name in
        play.probe("timer \(name)", Observable<Int>.timer(.seconds(1), scheduler: scheduler).map { _ in name })
    }
    _ = Observable.merge(timers)
        .subscribe(onNext: { _ in
            play.print("Event processing started")
            // processing
            play.print("Event processing ended")
        })
}
