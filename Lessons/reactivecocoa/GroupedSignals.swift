import LessonKit
import RxCore

/// RACGroupedSignal: what groupBy:transform: sends.
let groupedSignals = Demo(
    id: "grouped-signal",
    title: Localized(zh: "RACGroupedSignal：groupBy 分出的每一组", en: "RACGroupedSignal: each group groupBy makes"),
    explanation: Localized(
        zh: "groupBy:transform：把一个信号按键分组，发出的是一个由信号组成的信号：某个键第一次出现时，先新建这一组（一个带 key 的 RACGroupedSignal）并把它发出去，然后把值（经过 transform）送进这一组。这里水果名按首字母分组并转成大写：apple 在第 1 秒开出 a 组，banana 在第 3 秒开出 b 组。每一组都是 RACSubject 的子类，是热的：在外层的 next 里立即订阅新组，就能收到它的第一个值；第 4 秒才订阅 a 组的人只收到之后的 APRICOT。源信号完成时，外层信号和每一组都一起完成。",
        en: "groupBy:transform: splits a signal by key and sends a signal of signals: the first time a key appears, it creates that key's group (a RACGroupedSignal carrying the key) and sends it, then sends the value (through transform) into the group. Here fruit names are grouped by first letter and uppercased: apple opens group a at 1 s, banana opens group b at 3 s. Every group is a RACSubject subclass, so it is hot: subscribing to a new group right inside the outer next catches its first value; someone who subscribes to group a only at 4 s gets only the later APRICOT. When the source completes, the outer signal and every group complete together."
    ),
    documented: "",
    note: Localized(
        zh: "文档只用一句话介绍 RACGroupedSignal；这是本课封装层里的 groupBy 在虚拟时钟上的运行结果。",
        en: "The document introduces RACGroupedSignal in one sentence; this is the lesson facade's groupBy on the virtual clock."
    )
) { play in
    let fruit = RACSignal(play.scheduler.createColdObservable([
        .next(1, "apple"), .next(2, "avocado"), .next(3, "banana"), .next(5, "apricot"), .next(6, "blueberry"),
        .completed(7),
    ]).asObservable())
    var groupA: RACGroupedSignal<Character, String>?
    fruit.groupBy({ $0.first! }, transform: { $0.uppercased() }).subscribeNext({ group in
        play.print("new group \(group.key) at \(play.now) s")
        if group.key == "a" { groupA = group }
        group.subscribeNext({ play.print("  group \(group.key): \($0)") }, completed: {
            play.print("  group \(group.key) completed at \(play.now) s")
        })
    }, completed: {
        play.print("groups completed at \(play.now) s")
    })
    play.at(4) {
        play.print("late subscriber to group a at 4 s")
        groupA?.subscribeNext { play.print("  late a: \($0)") }
    }
    play.sleep(8)
}
