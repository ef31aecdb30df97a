import LessonKit
import RxCore

/// 0, 1, 2 at 2 s, 4 s and 6 s, then completed.
private func threeTicks(_ play: Playground) -> Observable<Int> {
    Observable<Int>.interval(.seconds(2), scheduler: play.scheduler).take(3)
}

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let myMap = ExerciseHarness(Exercise(
        id: "operators-my-map-easy",
        name: "MyMap",
        title: Localized(zh: "用 create 写 myMap", en: "Write myMap with create"),
        task: Localized(
            zh: "补全 myMap：用 Observable.create 订阅 source，把每个值经过 transform 后发出，error 和 completed 原样转发。测试把 0、1、2 各乘以 10。",
            en: "Finish myMap: with Observable.create, subscribe to source, emit every value passed through transform, and forward error and completed unchanged. The check multiplies 0, 1, 2 by 10."
        ),
        hints: [
            Localized(zh: "create 的闭包里要 subscribe 到 source，并把这个订阅作为返回值。", en: "Inside create's closure, subscribe to source and return that subscription."),
            Localized(zh: "在 subscribe { event in ... } 里 switch event: .next(let value) 发出 .next(transform(value))。", en: "In subscribe { event in ... } switch on the event: .next(let value) becomes .next(transform(value))."),
            Localized(zh: "别忘了 .error(let e) → observer.on(.error(e)), .completed → observer.on(.completed)。", en: "Don't forget .error(let e) → observer.on(.error(e)) and .completed → observer.on(.completed)."),
        ],
        expected: Expectation(marbles: "--0-10(20,|)")
    )) { (attempt: (Observable<Int>, @escaping (Int) -> Int) -> Observable<Int>, play) in
        let source = threeTicks(play)
        play.record("result", attempt(source) { $0 * 10 })
    }

    public static let myMapFast = ExerciseHarness(Exercise(
        id: "operators-my-map-producer",
        name: "MyMapFast",
        title: Localized(zh: "用 Producer 和 Sink 写 map", en: "Write map with Producer and Sink"),
        task: Localized(
            zh: "MapProducer 已经写好：每次订阅创建一个 MapSink 并让它订阅源序列。补全 MapSink.on(_:)：用 forwardOn 转发变换后的 next，以及 error 和 completed；终止事件之后调用 dispose()。",
            en: "MapProducer is written: each subscription creates a MapSink and subscribes it to the source. Finish MapSink.on(_:): use forwardOn to pass on the transformed next, and error and completed; after a terminal event call dispose()."
        ),
        hints: [
            Localized(zh: "Sink 的 forwardOn(_:) 把一个 Event<Result> 交给下游的订阅者。", en: "Sink's forwardOn(_:) hands an Event<Result> to the downstream subscriber."),
            Localized(zh: "switch event, .next(let value) → forwardOn(.next(transform(value)))。", en: "switch event; .next(let value) → forwardOn(.next(transform(value)))."),
            Localized(zh: ".error(let e) → forwardOn(.error(e)); dispose(), .completed → forwardOn(.completed); dispose()。", en: ".error(let e) → forwardOn(.error(e)); dispose(), and .completed → forwardOn(.completed); dispose()."),
        ],
        expected: Expectation(marbles: "--0-10(20,|)", subscriptionsEnd: true)
    )) { (attempt: (Observable<Int>, @escaping (Int) -> Int) -> Observable<Int>, play) in
        let source = threeTicks(play)
        play.record("result", attempt(source) { $0 * 10 })
    }

    public static let myFilter = ExerciseHarness(Exercise(
        id: "operators-my-filter",
        name: "MyFilter",
        title: Localized(zh: "用 create 写 myFilter", en: "Write myFilter with create"),
        task: Localized(
            zh: "myFilter 现在把所有事件都转发了。让它只放过 predicate 接受的值（测试只要偶数），error 和 completed 照常转发。",
            en: "myFilter forwards every event right now. Let through only the values predicate accepts (the check keeps even numbers), forwarding error and completed as usual."
        ),
        hints: [
            Localized(zh: "需要分开处理 .next 和终止事件。", en: "Handle .next and the terminal events separately."),
            Localized(zh: "case .next(let value): if predicate(value) { observer.on(.next(value)) }", en: "case .next(let value): if predicate(value) { observer.on(.next(value)) }"),
        ],
        expected: Expectation(marbles: "--0---(2|)")
    )) { (attempt: (Observable<Int>, @escaping (Int) -> Bool) -> Observable<Int>, play) in
        let source = threeTicks(play)
        play.record("result", attempt(source) { $0 % 2 == 0 })
    }
}
