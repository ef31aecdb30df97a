import TextKit
import LessonKit
import RxCore

/// Every operator's example: name, meaning, source diagrams, the chain. `rxlesson marbles`
/// and `rxlesson play` read this table; the pictures are computed from it.
///
/// Values are the diagrams' tokens (Strings). Where an operator needs a function, the
/// function is fixed and named in the meaning: `map` multiplies numbers by 10 (letters
/// become capitals), `filter` keeps even numbers, `scan`/`reduce` add numbers (and join
/// anything else), the combining operators join the values they pair (`1` and `a` → `1a`).
public enum Gallery {
    public static let examples: [GalleryExample] = creating + transforming + filtering + combining + flattening + time + errors + sharing

    /// The example for a name or an alias, case-insensitively.
    public static func example(named name: String) -> GalleryExample? {
        let key = name.lowercased()
        return examples.first { $0.name.lowercased() == key || $0.aliases.contains { $0.lowercased() == key } }
    }

    static let creating: [GalleryExample] = [
        GalleryExample("interval", family: .creating, meaning: "emits 0, 1, 2, … one every period; never ends by itself",
                       zh: "每隔一个周期依次发出 0、1、2……；自己永远不会结束",
                       sources: [], diagrams: [], parameters: [.init("period", .ticks, example: "3", help: "ticks between values", minimum: 1)],
                       call: "interval({0})", code: "Observable<Int>.interval(.milliseconds({0}), scheduler: scheduler)", horizon: 20) { s in
            Observable<Int>.interval(s.ticks(0), scheduler: s.scheduler).map { String($0) }
        },
        GalleryExample("timer", family: .creating, meaning: "emits 0 once after the due time, then completes",
                       zh: "等到指定的时间后发出一次 0，然后完成",
                       sources: [], diagrams: [], parameters: [.init("due", .ticks, example: "4", help: "ticks before the value")],
                       call: "timer({0})", code: "Observable<Int>.timer(.milliseconds({0}), scheduler: scheduler)") { s in
            Observable<Int>.timer(s.ticks(0), scheduler: s.scheduler).map { String($0) }
        },
    ]

    static let transforming: [GalleryExample] = [
        GalleryExample("map", family: .transforming, meaning: "applies a function to every value (here: numbers × 10, letters to capitals)",
                       zh: "对每个值调用同一个函数（这里：数字乘以 10，字母变成大写）",
                       diagrams: ["--1--2--3--|"], call: "map(×10)", code: "source.map { $0 * 10 }") { s in
            s[0].map(GalleryValues.times10)
        },
        GalleryExample("scan", family: .transforming, meaning: "accumulates, emitting the running result after every value (here: a running sum)",
                       zh: "边来边累积，每来一个值就发出当前的累积结果（这里：累加和）",
                       diagrams: ["--1--2--3--4--|"], call: "scan(+)", code: "source.scan(0, accumulator: +)") { s in
            s[0].scan("", accumulator: GalleryValues.combine)
        },
        GalleryExample("reduce", family: .transforming, meaning: "accumulates, and emits only the final result when the source completes",
                       zh: "同样是累积，但只在源完成时发出最终结果",
                       diagrams: ["--1--2--3--4--|"], call: "reduce(+)", code: "source.reduce(0, accumulator: +)") { s in
            s[0].reduce("", accumulator: GalleryValues.combine)
        },
        GalleryExample("toArray", family: .transforming, meaning: "collects every value into one array, emitted when the source completes",
                       zh: "把所有值收进一个数组，等源完成时一次发出",
                       diagrams: ["--1--2--3--|"], call: "toArray()", code: "source.toArray()") { s in
            s[0].toArray().asObservable().map(GalleryValues.list)
        },
        GalleryExample("buffer", family: .transforming,
                       meaning: "collects values into arrays: one is emitted every time span, or as soon as it holds count values",
                       zh: "把值攒成数组：每隔一段时间发出一个，或者攒满 count 个就立刻发出",
                       diagrams: ["-1-2-3-----4-|"],
                       parameters: [.init("span", .ticks, example: "5", help: "ticks per buffer", minimum: 1),
                                    .init("count", .count, example: "2", help: "values per buffer at most", minimum: 1)],
                       call: "buffer({0}, {1})", code: "source.buffer(timeSpan: .milliseconds({0}), count: {1}, scheduler: scheduler)") { s in
            s[0].buffer(timeSpan: s.ticks(0), count: s.count(1), scheduler: s.scheduler).map(GalleryValues.list)
        },
        GalleryExample("window", family: .transforming,
                       meaning: "like buffer, but each group is an observable of its own, opened at once and emitting as values arrive",
                       zh: "和 buffer 类似，但每一组本身就是一个 Observable：一开始就打开，值一到就发出",
                       diagrams: ["-1-2-3-----4-|"],
                       parameters: [.init("span", .ticks, example: "5", help: "ticks per window", minimum: 1),
                                    .init("count", .count, example: "2", help: "values per window at most", minimum: 1)],
                       call: "window({0}, {1})", code: "source.window(timeSpan: .milliseconds({0}), count: {1}, scheduler: scheduler)") { s in
            var number = 0
            return s[0].window(timeSpan: s.ticks(0), count: s.count(1), scheduler: s.scheduler).map { window -> String in
                let name = "w\(number)"
                number += 1
                s.record(name, window)
                return name
            }
        },
        GalleryExample("materialize", family: .transforming,
                       meaning: "turns every event into a value, the error or completion too; the result itself then completes",
                       zh: "把每个事件都变成普通的值，连错误和完成也是；然后结果本身正常完成",
                       diagrams: ["--1--2--#"], call: "materialize()", code: "source.materialize()") { s in
            s[0].materialize().map { event -> String in
                switch event {
                case .next(let value): return "next(\(value))"
                case .error: return "error"
                case .completed: return "completed"
                }
            }
        },
        GalleryExample("startWith", family: .transforming, meaning: "emits the given value first, then everything the source emits",
                       zh: "先发出给定的值，再发出源的所有值",
                       diagrams: ["---a--b--|"], parameters: [.init("value", .value, example: "s", help: "the value to start with")],
                       call: "startWith({0})", code: "source.startWith({0})") { s in
            s[0].startWith(s.value(0))
        },
    ]

    static let filtering: [GalleryExample] = [
        GalleryExample("filter", family: .filtering, meaning: "lets through only the values that pass a test (here: even numbers)",
                       zh: "只放行通过检查的值（这里：偶数）",
                       diagrams: ["--1--2--3--4--|"], call: "filter(even)", code: "source.filter { $0 % 2 == 0 }") { s in
            s[0].filter(GalleryValues.isEven)
        },
        GalleryExample("distinctUntilChanged", aliases: ["distinct"], family: .filtering,
                       meaning: "drops a value equal to the one just before it",
                       zh: "丢掉和前一个值相同的值",
                       diagrams: ["-1-1-2-2-2-1-3-|"], call: "distinctUntilChanged()", code: "source.distinctUntilChanged()") { s in
            s[0].distinctUntilChanged()
        },
        GalleryExample("take", family: .filtering, meaning: "emits only the first n values, then completes (and unsubscribes)",
                       zh: "只发出前 n 个值，然后完成（并取消订阅源）",
                       diagrams: ["--a--b--c--d--|"], parameters: [.init("n", .count, example: "2", help: "how many values")],
                       call: "take({0})", code: "source.take({0})") { s in
            s[0].take(s.count(0))
        },
        GalleryExample("skip", family: .filtering, meaning: "drops the first n values, then emits the rest",
                       zh: "跳过前 n 个值，之后的全部发出",
                       diagrams: ["--a--b--c--d--|"], parameters: [.init("n", .count, example: "2", help: "how many values to drop")],
                       call: "skip({0})", code: "source.skip({0})") { s in
            s[0].skip(s.count(0))
        },
        GalleryExample("takeLast", family: .filtering, meaning: "emits the last n values, all at once when the source completes",
                       zh: "只发出最后 n 个值，等源完成时一起发出",
                       diagrams: ["--a--b--c--d--|"], parameters: [.init("n", .count, example: "2", help: "how many values")],
                       call: "takeLast({0})", code: "source.takeLast({0})") { s in
            s[0].takeLast(s.count(0))
        },
        GalleryExample("elementAt", aliases: ["element", "element(at:)"], family: .filtering,
                       meaning: "emits only the value at the given index (counting from 0), then completes",
                       zh: "只发出指定位置上的值（从 0 开始数），然后完成",
                       diagrams: ["--a--b--c--d--|"], parameters: [.init("index", .count, example: "2", help: "which value, from 0")],
                       call: "element(at: {0})", code: "source.element(at: {0})") { s in
            s[0].element(at: s.count(0))
        },
        GalleryExample("first", family: .filtering, meaning: "emits the first value (nil if there is none), then completes",
                       zh: "发出第一个值（一个都没有就是 nil），然后完成",
                       diagrams: ["---a--b--|"], call: "first()", code: "source.first()") { s in
            s[0].first().asObservable().map { $0 ?? "nil" }
        },
        GalleryExample("ignoreElements", family: .filtering, meaning: "drops every value; passes on only the completion or the error",
                       zh: "丢掉所有值，只把完成或错误传下去",
                       diagrams: ["--1--2--3--|"], call: "ignoreElements()", code: "source.ignoreElements()") { s in
            GalleryValues.described(s[0].ignoreElements())
        },
        GalleryExample("takeUntil", aliases: ["take(until:)"], family: .filtering,
                       meaning: "mirrors the source until the notifier emits, then completes",
                       zh: "原样转发源的事件，直到 notifier 发出值，然后完成",
                       sources: ["source", "notifier"], diagrams: ["-1--2--3--4--|", "--------x--|"],
                       call: "take(until: notifier)", code: "source.take(until: notifier)") { s in
            s[0].take(until: s[1])
        },
        GalleryExample("skipUntil", aliases: ["skip(until:)"], family: .filtering,
                       meaning: "ignores the source until the notifier emits, then mirrors it",
                       zh: "先忽略源的事件，直到 notifier 发出值，之后原样转发",
                       sources: ["source", "notifier"], diagrams: ["-1--2--3--4--|", "-----x--|"],
                       call: "skip(until: notifier)", code: "source.skip(until: notifier)") { s in
            s[0].skip(until: s[1])
        },
    ]

    static let combining: [GalleryExample] = [
        GalleryExample("merge", family: .combining, meaning: "emits the values of all sources as they come; completes when all have",
                       zh: "各个源的值一到就发出；所有源都完成后才完成",
                       sources: ["a", "b"], variadic: true, diagrams: ["--1----2----3--|", "----a----b--|"],
                       call: "merge", code: "Observable.merge({sources})") { s in
            Observable.merge(s.sources)
        },
        GalleryExample("concat", family: .combining, meaning: "emits one source after the other: the next is subscribed when the previous completes",
                       zh: "一个源接一个源地发出：前一个完成后才订阅下一个",
                       sources: ["a", "b"], variadic: true, diagrams: ["--1--2--|", "-a--b--|"],
                       call: "concat", code: "Observable.concat({sources})") { s in
            Observable.concat(s.sources)
        },
        GalleryExample("combineLatest", family: .combining,
                       meaning: "whenever any source emits, combines the latest value of each (once every source has one)",
                       zh: "任何一个源发出值时，就把每个源的最新值组合起来（要等每个源都至少有过一个值）",
                       sources: ["a", "b"], variadic: true, diagrams: ["--1-----2-----3--|", "-----a-----b--|"],
                       call: "combineLatest", code: "Observable.combineLatest([{sources}]) { $0.joined() }") { s in
            Observable.combineLatest(s.sources) { $0.joined() }
        },
        GalleryExample("zip", family: .combining, meaning: "pairs the sources' values in order: the first of each, the second of each, …",
                       zh: "按顺序给各个源的值配对：第一个配第一个，第二个配第二个……",
                       sources: ["a", "b"], variadic: true, diagrams: ["--1--2--------3--|", "------a----b----c--|"],
                       call: "zip", code: "Observable.zip([{sources}]) { $0.joined() }") { s in
            Observable.zip(s.sources) { $0.joined() }
        },
        GalleryExample("withLatestFrom", family: .combining,
                       meaning: "when the source emits, pairs its value with the other's latest one (silent until the other has one)",
                       zh: "源发出值时，把它和 other 的最新值配成一对（other 还没有值时什么都不发）",
                       sources: ["source", "other"], diagrams: ["-1-----2-----3--|", "---a------b-----|"],
                       call: "withLatestFrom(other)", code: "source.withLatestFrom(other) { $0 + $1 }") { s in
            s[0].withLatestFrom(s[1]) { $0 + $1 }
        },
        GalleryExample("amb", family: .combining, meaning: "mirrors whichever source emits first, and unsubscribes from the others",
                       zh: "哪个源先发出值就只跟着它，其他源都取消订阅",
                       sources: ["a", "b"], variadic: true, diagrams: ["-----1---2---|", "---a---b---c---|"],
                       call: "amb", code: "Observable.amb([{sources}])") { s in
            Observable.amb(s.sources)
        },
        GalleryExample("sample", family: .combining,
                       meaning: "when the sampler emits, emits the source's latest value if a new one came since the last sample",
                       zh: "sampler 发出时，如果上次采样后源来过新值，就发出源的最新值",
                       sources: ["source", "sampler"], diagrams: ["-1-2-3-----4---|", "----x---x---x--|"],
                       call: "sample(sampler)", code: "source.sample(sampler)") { s in
            s[0].sample(s[1])
        },
    ]

    static let flattening: [GalleryExample] = [
        GalleryExample("flatMap", family: .flattening,
                       meaning: "maps every value to an inner observable and merges them all (inners run side by side)",
                       zh: "把每个值映射成一个内部序列，再把它们全部合并（多个内部序列同时运行）",
                       sources: ["outer", "inner"], diagrams: ["--1----2-----------|", "-a-------b|"],
                       call: "flatMap", code: "outer.flatMap { x in inner.map { x + $0 } }") { s in
            s[0].flatMap { x in s[1].map { x + $0 } }
        },
        GalleryExample("flatMapLatest", family: .flattening,
                       meaning: "maps every value to an inner observable; a new one unsubscribes the previous (only the latest runs)",
                       zh: "把每个值映射成一个内部序列；新的一来就取消订阅旧的（只有最新的那个在运行）",
                       sources: ["outer", "inner"], diagrams: ["--1----2-----------|", "-a-------b|"],
                       call: "flatMapLatest", code: "outer.flatMapLatest { x in inner.map { x + $0 } }") { s in
            s[0].flatMapLatest { x in s[1].map { x + $0 } }
        },
        GalleryExample("flatMapFirst", family: .flattening,
                       meaning: "maps a value to an inner observable only when none is running; values meanwhile are ignored",
                       zh: "只在没有内部序列运行时，才把值映射成新的内部序列；运行期间来的值都被忽略",
                       sources: ["outer", "inner"], diagrams: ["--1---2--------3----|", "-a------b|"],
                       call: "flatMapFirst", code: "outer.flatMapFirst { x in inner.map { x + $0 } }") { s in
            s[0].flatMapFirst { x in s[1].map { x + $0 } }
        },
        GalleryExample("concatMap", family: .flattening,
                       meaning: "maps every value to an inner observable and runs them one after another, in order",
                       zh: "把每个值映射成一个内部序列，按顺序一个接一个地运行",
                       sources: ["outer", "inner"], diagrams: ["--1---2-----------|", "-a----b--|"],
                       call: "concatMap", code: "outer.concatMap { x in inner.map { x + $0 } }") { s in
            s[0].concatMap { x in s[1].map { x + $0 } }
        },
        GalleryExample("switchLatest", family: .flattening,
                       meaning: "flattens an observable of observables, always following only the latest inner one",
                       zh: "把“发出序列的序列”展平，始终只跟着最新的那个内部序列",
                       sources: ["outer", "inner"], diagrams: ["--1----2-----------|", "-a-------b|"],
                       call: "switchLatest()", code: "outer.map { x in inner.map { x + $0 } }.switchLatest()") { s in
            s[0].map { x in s[1].map { x + $0 } }.switchLatest()
        },
    ]

    static let time: [GalleryExample] = [
        GalleryExample("delay", family: .time, meaning: "shifts every value and the completion later by the given time",
                       zh: "把每个值和完成事件都推迟给定的时间",
                       diagrams: ["--1--2----3--|"], parameters: [.init("ticks", .ticks, example: "3", help: "how much later")],
                       call: "delay({0})", code: "source.delay(.milliseconds({0}), scheduler: scheduler)") { s in
            s[0].delay(s.ticks(0), scheduler: s.scheduler)
        },
        GalleryExample("delaySubscription", family: .time, meaning: "subscribes to the source only after the given time",
                       zh: "等给定的时间过去后才订阅源",
                       diagrams: ["--1--2--|"], parameters: [.init("ticks", .ticks, example: "4", help: "how long to wait")],
                       call: "delaySubscription({0})", code: "source.delaySubscription(.milliseconds({0}), scheduler: scheduler)") { s in
            s[0].delaySubscription(s.ticks(0), scheduler: s.scheduler)
        },
        GalleryExample("debounce", family: .time,
                       meaning: "emits a value only after the source has been quiet for the given time (a newer value restarts the wait)",
                       zh: "源安静了给定的时间后才发出最后那个值（新值一来就重新计时）",
                       diagrams: ["-1-2-----3-4-5-------|"], parameters: [.init("ticks", .ticks, example: "3", help: "quiet time")],
                       call: "debounce({0})", code: "source.debounce(.milliseconds({0}), scheduler: scheduler)") { s in
            s[0].debounce(s.ticks(0), scheduler: s.scheduler)
        },
        GalleryExample("throttle", family: .time,
                       meaning: "emits a value, then at most one more (the latest) at the end of each quiet period",
                       zh: "先发出一个值，之后每个时间段结束时最多再发出一个（最新的那个）",
                       diagrams: ["-1-2-3-------4-5---|"], parameters: [.init("ticks", .ticks, example: "4", help: "period")],
                       call: "throttle({0})", code: "source.throttle(.milliseconds({0}), scheduler: scheduler)") { s in
            s[0].throttle(s.ticks(0), scheduler: s.scheduler)
        },
        GalleryExample("timeout", family: .time, meaning: "fails with a timeout error if no event comes within the given time of the last one",
                       zh: "如果距离上一个事件超过给定的时间还没有新事件，就以超时错误结束",
                       diagrams: ["-1--2--------3--|"], parameters: [.init("ticks", .ticks, example: "5", help: "longest wait")],
                       call: "timeout({0})", code: "source.timeout(.milliseconds({0}), scheduler: scheduler)") { s in
            s[0].timeout(s.ticks(0), scheduler: s.scheduler)
        },
        GalleryExample("takeFor", aliases: ["take(for:)"], family: .time, meaning: "mirrors the source for the given time, then completes",
                       zh: "在给定的时间内原样转发源，时间一到就完成",
                       diagrams: ["--1--2--3--4--|"], parameters: [.init("ticks", .ticks, example: "7", help: "how long")],
                       call: "take(for: {0})", code: "source.take(for: .milliseconds({0}), scheduler: scheduler)") { s in
            s[0].take(for: s.ticks(0), scheduler: s.scheduler)
        },
    ]

    static let errors: [GalleryExample] = [
        GalleryExample("catch", aliases: ["catchError"], family: .errors,
                       meaning: "on an error, continues with the fallback observable instead",
                       zh: "出错时改订阅备用的序列 fallback，由它继续",
                       sources: ["source", "fallback"], diagrams: ["--1--2--#", "-a--b--|"],
                       call: "catch { fallback }", code: "source.catch { _ in fallback }") { s in
            s[0].catch { _ in s[1] }
        },
        GalleryExample("catchAndReturn", aliases: ["catchErrorJustReturn"], family: .errors,
                       meaning: "on an error, emits the given value and completes",
                       zh: "出错时发出给定的值，然后完成",
                       diagrams: ["--1--2--#"], parameters: [.init("value", .value, example: "0", help: "the value instead of the error")],
                       call: "catchAndReturn({0})", code: "source.catchAndReturn({0})") { s in
            s[0].catchAndReturn(s.value(0))
        },
        GalleryExample("retry", family: .errors, meaning: "on an error, subscribes to the source again, up to n attempts in all",
                       zh: "出错时重新订阅源，总共最多尝试 n 次",
                       diagrams: ["--1--#"], parameters: [.init("attempts", .count, example: "3", help: "attempts in all", minimum: 1)],
                       call: "retry({0})", code: "source.retry({0})") { s in
            s[0].retry(s.count(0))
        },
    ]

    static let sharing: [GalleryExample] = [
        GalleryExample("share", aliases: ["shareReplay", "share(replay:)"], family: .sharing,
                       meaning: "one subscription to the source for every subscriber; a late one gets what comes next (plus the last `replay` values)",
                       zh: "所有订阅者共用对源的同一个订阅；晚来的订阅者只收到之后的值（外加最近的 replay 个值）",
                       diagrams: ["--1---2------3---|"],
                       parameters: [.init("replay", .count, example: "1", help: "values replayed to a late subscriber"),
                                    .init("late", .ticks, example: "8", help: "when the second subscriber comes")],
                       call: "share(replay: {0})", code: "let shared = source.share(replay: {0})  // subscribed at 0 and at {1}") { s in
            let shared = s[0].share(replay: s.count(0))
            s.subscribe("subscriber 2", shared, at: s.count(1))
            return shared
        },
    ]
}

/// Chinese for the parameters' help lines (keyed by the English one), and for the families.
enum GalleryChinese {
    static let parameterHelp: [String: String] = [
        "ticks between values": "两个值之间隔几拍",
        "ticks before the value": "发出值之前等几拍",
        "ticks per buffer": "每个 buffer 持续几拍",
        "values per buffer at most": "每个 buffer 最多几个值",
        "ticks per window": "每个 window 持续几拍",
        "values per window at most": "每个 window 最多几个值",
        "the value to start with": "最先发出的值",
        "how many values": "几个值",
        "how many values to drop": "跳过几个值",
        "which value, from 0": "第几个值，从 0 开始数",
        "how much later": "推迟几拍",
        "how long to wait": "等几拍",
        "quiet time": "要安静几拍",
        "period": "时间段有几拍",
        "longest wait": "最多等几拍",
        "how long": "持续几拍",
        "the value instead of the error": "代替错误发出的值",
        "attempts in all": "总共尝试几次",
        "values replayed to a late subscriber": "给晚来的订阅者重放几个值",
        "when the second subscriber comes": "第二个订阅者在第几拍到来",
    ]

    static func family(_ family: GalleryExample.Family) -> String {
        switch family {
        case .creating: return "创建"
        case .transforming: return "变换"
        case .filtering: return "过滤"
        case .combining: return "组合"
        case .flattening: return "展平（内部序列）"
        case .time: return "时间"
        case .errors: return "错误处理"
        case .sharing: return "共享"
        }
    }
}

/// The fixed functions the examples use on diagram values.
enum GalleryValues {
    /// Numbers × 10; anything else in capitals.
    static func times10(_ value: String) -> String {
        Int(value).map { String($0 * 10) } ?? value.uppercased()
    }

    static func isEven(_ value: String) -> Bool {
        Int(value).map { $0 % 2 == 0 } ?? false
    }

    /// Numbers add up; anything else is joined.
    static func combine(_ accumulated: String, _ value: String) -> String {
        if accumulated.isEmpty { return value }
        if let a = Int(accumulated), let b = Int(value) { return String(a + b) }
        return accumulated + value
    }

    /// Any elements as their descriptions (generic, so `Never` needs no special case).
    static func described<Element>(_ source: Observable<Element>) -> Observable<String> {
        source.map { "\($0)" }
    }

    static func list(_ values: [String]) -> String {
        "[" + values.joined(separator: ",") + "]"
    }
}
