import LessonKit
import RxCore

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let stopTheInterval = ExerciseHarness(Exercise(
        id: "dispose-interval",
        name: "StopTheInterval",
        title: Localized(zh: "三个数之后停掉 interval", en: "Stop an interval after three values"),
        task: Localized(
            zh: "一个 interval 每 3 拍发出一个数，从第 0 拍开始订阅，它自己永远不会停。在 Exercises/StopTheInterval.swift 里让 next(0)、next(1)、next(2)（第 3、6、9 拍）到达，之后什么都不再来：在对的时刻 dispose 这个订阅。",
            en: "An interval emits a number every 3 ticks, subscribed at tick 0, and never stops by itself. In Exercises/StopTheInterval.swift let next(0), next(1) and next(2) arrive (ticks 3, 6, 9) and nothing after: dispose the subscription at the right moment."
        ),
        hints: [
            Localized(zh: "第四个数会在第 12 拍到达；订阅必须在第 9 拍之后、第 12 拍之前被 dispose。",
                      en: "The fourth value would arrive at tick 12; the subscription must be disposed after tick 9 and before tick 12."),
            Localized(zh: "play.at(tick) { ... } 让一段代码在虚拟时钟的第 tick 拍运行；play.sleep(seconds) 让时间走过去（一拍 = 1 秒）。",
                      en: "play.at(tick) { ... } runs code at a tick of the virtual clock; play.sleep(seconds) lets time pass (one tick = 1 s)."),
            Localized(zh: "play.at(10) { subscription.dispose() }，或者 play.sleep(10) 之后 subscription.dispose()。",
                      en: "play.at(10) { subscription.dispose() }, or play.sleep(10) followed by subscription.dispose()."),
        ],
        expected: Expectation(marbles: "---0--1--2-!")
    )) { (attempt: (Disposable, Playground) -> Void, play) in
        let ticks = Observable<Int>.interval(.seconds(3), scheduler: play.scheduler)
        let subscription = play.record("result", ticks)
        attempt(subscription, play)
    }

    public static let endOnSignal = ExerciseHarness(Exercise(
        id: "dispose-take-until",
        name: "EndOnSignal",
        title: Localized(zh: "用 take(until:) 结束一个序列", en: "End a sequence with take(until:)"),
        task: Localized(
            zh: "ticks 每 3 拍发出一个数，永远不停；stop 在第 10 拍发出一个信号（就像文档里的 rx.deallocated）。在 Exercises/EndOnSignal.swift 里返回一个序列：把 ticks 的数传下去，stop 一发出就 completed，不需要任何人手动 dispose。",
            en: "ticks emits a number every 3 ticks, forever; stop fires once at tick 10 (like rx.deallocated in the document). In Exercises/EndOnSignal.swift return a sequence that passes the numbers of ticks on and completes as soon as stop fires, with nobody calling dispose by hand."
        ),
        hints: [
            Localized(zh: "你要的是一个操作符，它让 \"另一个序列\" 决定这个序列何时结束。",
                      en: "You want an operator that lets another sequence decide when this one ends."),
            Localized(zh: "RxSwift 6 里它叫 take(until:)（旧名 takeUntil）：另一个序列一发出元素，结果就 completed 并释放对 ticks 的订阅。",
                      en: "In RxSwift 6 it is take(until:) (formerly takeUntil): when the other sequence emits, the result completes and releases its subscription to ticks."),
            Localized(zh: "return ticks.take(until: stop)", en: "return ticks.take(until: stop)"),
        ],
        expected: Expectation(marbles: "---0--1--2|", subscriptionsEnd: true)
    )) { (attempt: (Observable<Int>, Observable<Void>) -> Observable<Int>, play) in
        let ticks = Observable<Int>.interval(.seconds(3), scheduler: play.scheduler)
        let stop = PublishSubject<Void>()
        play.at(10) { stop.onNext(()) }
        play.record("result", attempt(ticks, stop.asObservable()))
    }
}
