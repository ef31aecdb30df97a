import LessonKit
import RxCore

private let documentedMyMap = """
Subscribed
This is simply 0
This is simply 1
This is simply 2
This is simply 3
This is simply 4
This is simply 5
This is simply 6
This is simply 7
This is simply 8
...
"""

private let neverEndsNote = Localized(
    zh: "文档的例子从不 dispose, \"...\" 表示它一直数下去。虚拟时钟不能永远跑，所以我们在 0.9 秒、打印完 8 之后 dispose，于是最后一行是 Disposed。",
    en: "The document's example is never disposed; its \"...\" means it keeps counting. The virtual clock cannot run forever, so we dispose at 0.9 s, right after 8, and the last line is Disposed."
)

/// Both myMap demos' run: `mapped` is applied to the chapter's myInterval (each probed as its
/// own row, the result under `name`); every string prints, and the result is disposed after
/// 0.9 s, right after 8.
private func printForNineTenths(_ play: Playground, _ name: String, _ mapped: (Observable<Int>) -> Observable<String>) {
    let subscription = play.probe(name, mapped(play.probe("myInterval", myInterval(0.1, on: play))))
        .subscribe(onNext: { play.print($0) })
    play.sleep(0.9)
    subscription.dispose()
}

/// The easy way: an operator built with create.
let myMapTheEasyWay = Demo(
    id: "my-map-easy",
    title: Localized(zh: "简单的方式：用 create 写 myMap", en: "The easy way: myMap built with create"),
    explanation: Localized(
        zh: "自定义操作符其实就是创建一个新的 observable: myMap 用 create 订阅源序列，把每个 next 的值变换后转发，error 和 completed 原样转发，并把源的订阅作为自己的 disposable 返回。所以 dispose 结果时，myInterval 也被 dispose（打印 Disposed）。旧版文档（003）用的是 Swift 2 的柯里化写法 myMap(transform)(source:) 和 subscribeNext，意思相同。",
        en: "A custom operator is just a new observable: myMap uses create to subscribe to its source, forwards every next value transformed and error / completed unchanged, and returns the source's subscription as its own disposable. Disposing the result therefore disposes myInterval too (Disposed prints). The older translation (003) writes it in Swift 2's curried form myMap(transform)(source:) with subscribeNext; the idea is the same."
    ),
    documented: documentedMyMap,
    resolution: 0.1,
    note: neverEndsNote
) { play in
    printForNineTenths(play, "myMap") { $0.myMap { "This is simply \($0)" } }
}

/// The harder, more performant way: Producer and Sink.
let myMapWithProducerAndSink = Demo(
    id: "my-map-producer",
    title: Localized(zh: "更难但更快的方式：Producer 和 Sink", en: "The harder, faster way: Producer and Sink"),
    explanation: Localized(
        zh: "内置操作符几乎都继承同一个父类 Producer。每次订阅时，Producer 的 run 创建一个 Sink: Sink 是源序列的观察者，收到事件就把变换后的事件用 forwardOn 交给原来的订阅者；run 返回 sink 和对源的订阅，两者一起被 dispose。这样省掉了 create 的一层闭包，但语法（next* 然后最多一个 error 或 completed）和释放都要自己负责：收到终止事件后 Sink 要 dispose 自己。输出和简单方式完全一样。",
        en: "Almost every built-in operator has the same parent, Producer. On each subscription its run creates a Sink: the sink observes the source and hands each transformed event to the original subscriber with forwardOn; run returns the sink and the subscription to the source, and both are disposed together. This saves create's closure layer, but the grammar (next*, then at most one error or completed) and the disposal are now your job: after a terminal event the sink disposes itself. The output is exactly the easy way's."
    ),
    documented: documentedMyMap,
    resolution: 0.1,
    note: neverEndsNote
) { play in
    printForNineTenths(play, "myMapFast") { $0.myMapFast { "This is simply \($0)" } }
}

/// Side by side with the built-in map, error included.
let myMapBehavesLikeMap = Demo(
    id: "my-map-vs-map",
    title: Localized(zh: "myMap 和内置 map 一模一样，连错误也是", en: "myMap behaves exactly like map, errors included"),
    explanation: Localized(
        zh: "一个操作符写得对不对，就看它是否把每种事件都传下去：这里源序列发出 1、2、3 然后出错。三种写法（内置 map、create 版 myMap、Producer 版 myMapFast）打印的事件完全一样，错误也一样在第 4 拍结束序列。",
        en: "Whether an operator is right shows in how it passes every kind of event on: this source emits 1, 2, 3 and then fails. All three (the built-in map, myMap built with create, myMapFast built on Producer) print exactly the same events, and the error ends each of them at tick 4."
    ),
    documented: "",
    note: Localized(
        zh: "文档没有这个例子；它把三种 map 放在同一个源上比较。",
        en: "Not in the document: it compares the three maps on one source."
    )
) { play in
    struct SensorError: Error, CustomStringConvertible { var description: String { "sensor unplugged" } }
    let source = play.scheduler.createHotObservable([
        .next(1, 1), .next(2, 2), .next(3, 3), .error(4, SensorError()),
    ])
    _ = source.map { $0 * 10 }.subscribe { play.print("map        \($0)") }
    _ = play.probe("myMap", source.myMap { $0 * 10 }).subscribe { play.print("myMap      \($0)") }
    _ = play.probe("myMapFast", source.myMapFast { $0 * 10 }).subscribe { play.print("myMapFast  \($0)") }
    play.sleep(5) // a test scheduler's hot observable must outlive its events
}
