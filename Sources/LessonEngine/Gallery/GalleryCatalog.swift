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
        GalleryExample("interval", family: .creating,
                       sources: [], diagrams: [], parameters: [.init("period", .ticks, example: "3", help: wording("gallery.ticks-between-values"), minimum: 1)],
                       call: "interval({0})", code: "Observable<Int>.interval(.milliseconds({0}), scheduler: scheduler)", horizon: 20) { s in
            Observable<Int>.interval(s.ticks(0), scheduler: s.scheduler).map { String($0) }
        },
        GalleryExample("timer", family: .creating,
                       sources: [], diagrams: [], parameters: [.init("due", .ticks, example: "4", help: wording("gallery.ticks-before-the-value"))],
                       call: "timer({0})", code: "Observable<Int>.timer(.milliseconds({0}), scheduler: scheduler)") { s in
            Observable<Int>.timer(s.ticks(0), scheduler: s.scheduler).map { String($0) }
        },
    ]

    static let transforming: [GalleryExample] = [
        GalleryExample("map", family: .transforming,
                       diagrams: ["--1--2--3--|"], call: "map(×10)", code: "source.map { $0 * 10 }") { s in
            s[0].map(GalleryValues.times10)
        },
        GalleryExample("scan", family: .transforming,
                       diagrams: ["--1--2--3--4--|"], call: "scan(+)", code: "source.scan(0, accumulator: +)") { s in
            s[0].scan("", accumulator: GalleryValues.combine)
        },
        GalleryExample("reduce", family: .transforming,
                       diagrams: ["--1--2--3--4--|"], call: "reduce(+)", code: "source.reduce(0, accumulator: +)") { s in
            s[0].reduce("", accumulator: GalleryValues.combine)
        },
        GalleryExample("toArray", family: .transforming,
                       diagrams: ["--1--2--3--|"], call: "toArray()", code: "source.toArray()") { s in
            s[0].toArray().asObservable().map(GalleryValues.list)
        },
        GalleryExample("buffer", family: .transforming,
                       diagrams: ["-1-2-3-----4-|"],
                       parameters: [.init("span", .ticks, example: "5", help: wording("gallery.ticks-per-buffer"), minimum: 1),
                                    .init("count", .count, example: "2", help: wording("gallery.values-per-buffer-at-most"), minimum: 1)],
                       call: "buffer({0}, {1})", code: "source.buffer(timeSpan: .milliseconds({0}), count: {1}, scheduler: scheduler)") { s in
            s[0].buffer(timeSpan: s.ticks(0), count: s.count(1), scheduler: s.scheduler).map(GalleryValues.list)
        },
        GalleryExample("window", family: .transforming,
                       diagrams: ["-1-2-3-----4-|"],
                       parameters: [.init("span", .ticks, example: "5", help: wording("gallery.ticks-per-window"), minimum: 1),
                                    .init("count", .count, example: "2", help: wording("gallery.values-per-window-at-most"), minimum: 1)],
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
                       diagrams: ["--1--2--#"], call: "materialize()", code: "source.materialize()") { s in
            s[0].materialize().map { event -> String in
                switch event {
                case .next(let value): return "next(\(value))"
                case .error: return "error"
                case .completed: return "completed"
                }
            }
        },
        GalleryExample("startWith", family: .transforming,
                       diagrams: ["---a--b--|"], parameters: [.init("value", .value, example: "s", help: wording("gallery.the-value-to-start-with"))],
                       call: "startWith({0})", code: "source.startWith({0})") { s in
            s[0].startWith(s.value(0))
        },
    ]

    static let filtering: [GalleryExample] = [
        GalleryExample("filter", family: .filtering,
                       diagrams: ["--1--2--3--4--|"], call: "filter(even)", code: "source.filter { $0 % 2 == 0 }") { s in
            s[0].filter(GalleryValues.isEven)
        },
        GalleryExample("distinctUntilChanged", aliases: ["distinct"], family: .filtering,
                       diagrams: ["-1-1-2-2-2-1-3-|"], call: "distinctUntilChanged()", code: "source.distinctUntilChanged()") { s in
            s[0].distinctUntilChanged()
        },
        GalleryExample("take", family: .filtering,
                       diagrams: ["--a--b--c--d--|"], parameters: [.init("n", .count, example: "2", help: wording("gallery.how-many-values"))],
                       call: "take({0})", code: "source.take({0})") { s in
            s[0].take(s.count(0))
        },
        GalleryExample("skip", family: .filtering,
                       diagrams: ["--a--b--c--d--|"], parameters: [.init("n", .count, example: "2", help: wording("gallery.how-many-values-to-drop"))],
                       call: "skip({0})", code: "source.skip({0})") { s in
            s[0].skip(s.count(0))
        },
        GalleryExample("takeLast", family: .filtering,
                       diagrams: ["--a--b--c--d--|"], parameters: [.init("n", .count, example: "2", help: wording("gallery.how-many-values"))],
                       call: "takeLast({0})", code: "source.takeLast({0})") { s in
            s[0].takeLast(s.count(0))
        },
        GalleryExample("elementAt", aliases: ["element", "element(at:)"], family: .filtering,
                       diagrams: ["--a--b--c--d--|"], parameters: [.init("index", .count, example: "2", help: wording("gallery.which-value-from-0"))],
                       call: "element(at: {0})", code: "source.element(at: {0})") { s in
            s[0].element(at: s.count(0))
        },
        GalleryExample("first", family: .filtering,
                       diagrams: ["---a--b--|"], call: "first()", code: "source.first()") { s in
            s[0].first().asObservable().map { $0 ?? "nil" }
        },
        GalleryExample("ignoreElements", family: .filtering,
                       diagrams: ["--1--2--3--|"], call: "ignoreElements()", code: "source.ignoreElements()") { s in
            GalleryValues.described(s[0].ignoreElements())
        },
        GalleryExample("takeUntil", aliases: ["take(until:)"], family: .filtering,
                       sources: ["source", "notifier"], diagrams: ["-1--2--3--4--|", "--------x--|"],
                       call: "take(until: notifier)", code: "source.take(until: notifier)") { s in
            s[0].take(until: s[1])
        },
        GalleryExample("skipUntil", aliases: ["skip(until:)"], family: .filtering,
                       sources: ["source", "notifier"], diagrams: ["-1--2--3--4--|", "-----x--|"],
                       call: "skip(until: notifier)", code: "source.skip(until: notifier)") { s in
            s[0].skip(until: s[1])
        },
    ]

    static let combining: [GalleryExample] = [
        GalleryExample("merge", family: .combining,
                       sources: ["a", "b"], variadic: true, diagrams: ["--1----2----3--|", "----a----b--|"],
                       call: "merge", code: "Observable.merge({sources})") { s in
            Observable.merge(s.sources)
        },
        GalleryExample("concat", family: .combining,
                       sources: ["a", "b"], variadic: true, diagrams: ["--1--2--|", "-a--b--|"],
                       call: "concat", code: "Observable.concat({sources})") { s in
            Observable.concat(s.sources)
        },
        GalleryExample("combineLatest", family: .combining,
                       sources: ["a", "b"], variadic: true, diagrams: ["--1-----2-----3--|", "-----a-----b--|"],
                       call: "combineLatest", code: "Observable.combineLatest([{sources}]) { $0.joined() }") { s in
            Observable.combineLatest(s.sources) { $0.joined() }
        },
        GalleryExample("zip", family: .combining,
                       sources: ["a", "b"], variadic: true, diagrams: ["--1--2--------3--|", "------a----b----c--|"],
                       call: "zip", code: "Observable.zip([{sources}]) { $0.joined() }") { s in
            Observable.zip(s.sources) { $0.joined() }
        },
        GalleryExample("withLatestFrom", family: .combining,
                       sources: ["source", "other"], diagrams: ["-1-----2-----3--|", "---a------b-----|"],
                       call: "withLatestFrom(other)", code: "source.withLatestFrom(other) { $0 + $1 }") { s in
            s[0].withLatestFrom(s[1]) { $0 + $1 }
        },
        GalleryExample("amb", family: .combining,
                       sources: ["a", "b"], variadic: true, diagrams: ["-----1---2---|", "---a---b---c---|"],
                       call: "amb", code: "Observable.amb([{sources}])") { s in
            Observable.amb(s.sources)
        },
        GalleryExample("sample", family: .combining,
                       sources: ["source", "sampler"], diagrams: ["-1-2-3-----4---|", "----x---x---x--|"],
                       call: "sample(sampler)", code: "source.sample(sampler)") { s in
            s[0].sample(s[1])
        },
    ]

    static let flattening: [GalleryExample] = [
        GalleryExample("flatMap", family: .flattening,
                       sources: ["outer", "inner"], diagrams: ["--1----2-----------|", "-a-------b|"],
                       call: "flatMap", code: "outer.flatMap { x in inner.map { x + $0 } }") { s in
            s[0].flatMap { x in s[1].map { x + $0 } }
        },
        GalleryExample("flatMapLatest", family: .flattening,
                       sources: ["outer", "inner"], diagrams: ["--1----2-----------|", "-a-------b|"],
                       call: "flatMapLatest", code: "outer.flatMapLatest { x in inner.map { x + $0 } }") { s in
            s[0].flatMapLatest { x in s[1].map { x + $0 } }
        },
        GalleryExample("flatMapFirst", family: .flattening,
                       sources: ["outer", "inner"], diagrams: ["--1---2--------3----|", "-a------b|"],
                       call: "flatMapFirst", code: "outer.flatMapFirst { x in inner.map { x + $0 } }") { s in
            s[0].flatMapFirst { x in s[1].map { x + $0 } }
        },
        GalleryExample("concatMap", family: .flattening,
                       sources: ["outer", "inner"], diagrams: ["--1---2-----------|", "-a----b--|"],
                       call: "concatMap", code: "outer.concatMap { x in inner.map { x + $0 } }") { s in
            s[0].concatMap { x in s[1].map { x + $0 } }
        },
        GalleryExample("switchLatest", family: .flattening,
                       sources: ["outer", "inner"], diagrams: ["--1----2-----------|", "-a-------b|"],
                       call: "switchLatest()", code: "outer.map { x in inner.map { x + $0 } }.switchLatest()") { s in
            s[0].map { x in s[1].map { x + $0 } }.switchLatest()
        },
    ]

    static let time: [GalleryExample] = [
        GalleryExample("delay", family: .time,
                       diagrams: ["--1--2----3--|"], parameters: [.init("ticks", .ticks, example: "3", help: wording("gallery.how-much-later"))],
                       call: "delay({0})", code: "source.delay(.milliseconds({0}), scheduler: scheduler)") { s in
            s[0].delay(s.ticks(0), scheduler: s.scheduler)
        },
        GalleryExample("delaySubscription", family: .time,
                       diagrams: ["--1--2--|"], parameters: [.init("ticks", .ticks, example: "4", help: wording("gallery.how-long-to-wait"))],
                       call: "delaySubscription({0})", code: "source.delaySubscription(.milliseconds({0}), scheduler: scheduler)") { s in
            s[0].delaySubscription(s.ticks(0), scheduler: s.scheduler)
        },
        GalleryExample("debounce", family: .time,
                       diagrams: ["-1-2-----3-4-5-------|"], parameters: [.init("ticks", .ticks, example: "3", help: wording("gallery.quiet-time"))],
                       call: "debounce({0})", code: "source.debounce(.milliseconds({0}), scheduler: scheduler)") { s in
            s[0].debounce(s.ticks(0), scheduler: s.scheduler)
        },
        GalleryExample("throttle", family: .time,
                       diagrams: ["-1-2-3-------4-5---|"], parameters: [.init("ticks", .ticks, example: "4", help: wording("gallery.period"))],
                       call: "throttle({0})", code: "source.throttle(.milliseconds({0}), scheduler: scheduler)") { s in
            s[0].throttle(s.ticks(0), scheduler: s.scheduler)
        },
        GalleryExample("timeout", family: .time,
                       diagrams: ["-1--2--------3--|"], parameters: [.init("ticks", .ticks, example: "5", help: wording("gallery.longest-wait"))],
                       call: "timeout({0})", code: "source.timeout(.milliseconds({0}), scheduler: scheduler)") { s in
            s[0].timeout(s.ticks(0), scheduler: s.scheduler)
        },
        GalleryExample("takeFor", aliases: ["take(for:)"], family: .time,
                       diagrams: ["--1--2--3--4--|"], parameters: [.init("ticks", .ticks, example: "7", help: wording("gallery.how-long"))],
                       call: "take(for: {0})", code: "source.take(for: .milliseconds({0}), scheduler: scheduler)") { s in
            s[0].take(for: s.ticks(0), scheduler: s.scheduler)
        },
    ]

    static let errors: [GalleryExample] = [
        GalleryExample("catch", aliases: ["catchError"], family: .errors,
                       sources: ["source", "fallback"], diagrams: ["--1--2--#", "-a--b--|"],
                       call: "catch { fallback }", code: "source.catch { _ in fallback }") { s in
            s[0].catch { _ in s[1] }
        },
        GalleryExample("catchAndReturn", aliases: ["catchErrorJustReturn"], family: .errors,
                       diagrams: ["--1--2--#"], parameters: [.init("value", .value, example: "0", help: wording("gallery.the-value-instead-of-the-error"))],
                       call: "catchAndReturn({0})", code: "source.catchAndReturn({0})") { s in
            s[0].catchAndReturn(s.value(0))
        },
        GalleryExample("retry", family: .errors,
                       diagrams: ["--1--#"], parameters: [.init("attempts", .count, example: "3", help: wording("gallery.attempts-in-all"), minimum: 1)],
                       call: "retry({0})", code: "source.retry({0})") { s in
            s[0].retry(s.count(0))
        },
    ]

    static let sharing: [GalleryExample] = [
        GalleryExample("share", aliases: ["shareReplay", "share(replay:)"], family: .sharing,
                       diagrams: ["--1---2------3---|"],
                       parameters: [.init("replay", .count, example: "1", help: wording("gallery.values-replayed-to-a-late-subscriber")),
                                    .init("late", .ticks, example: "8", help: wording("gallery.when-the-second-subscriber-comes"))],
                       call: "share(replay: {0})", code: "let shared = source.share(replay: {0})  // subscribed at 0 and at {1}") { s in
            let shared = s[0].share(replay: s.count(0))
            s.subscribe("subscriber 2", shared, at: s.count(1))
            return shared
        },
    ]
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
