import RxCore
import RxTestCore
import TextKit

func runRuntimeBenchmarks() -> [Measurement] {
    var results: [Measurement?] = []
    // Opaque, as a count read at run time would be. A literal here let Swift fold it into
    // the create closure and, from there, specialise create's handler for that closure, but
    // only while the measured closure stayed under an optimiser size threshold: one more
    // statement in it (or a call site passed to `create`) cost ~15 % more instructions per
    // event with the runtime unchanged. The figures measured that cliff, not the runtime.
    let count = opaque(10_000_000)

    results.append(measure("create 10M Ints -> map -> filter -> scan -> subscribe", operations: count, target: 50, peer: "create") {
        var last = 0
        let source = Observable<Int>.create { observer in
            for i in 0..<count { observer.onNext(i) }
            observer.onCompleted()
            return Disposables.create()
        }
        _ = source.map { $0 &* 2 }.filter { $0 % 3 != 0 }.scan(0) { $0 &+ $1 }
            .subscribe(onNext: { last = $0 })
        blackHole(last)
    })

    results.append(measure("range 10M -> map -> filter -> scan -> subscribe", operations: count, target: 50, peer: "range") {
        var last = 0
        _ = Observable.range(start: 0, count: count).map { $0 &* 2 }.filter { $0 % 3 != 0 }.scan(0) { $0 &+ $1 }
            .subscribe(onNext: { last = $0 })
        blackHole(last)
    })

    let actions = 1_000_000
    results.append(measure("TestScheduler: 1M actions at random times", operations: actions, target: 500, peer: "scheduler") {
        let scheduler = TestScheduler(initialClock: 0)
        var generator = SplitMix64(seed: 42)
        var ran = 0
        for _ in 0..<actions {
            scheduler.scheduleAt(Int(generator.next() % 1_000_000)) { ran += 1 }
        }
        scheduler.start()
        precondition(ran == actions)
    })

    let observers = 100, elements = 100_000
    results.append(measure("PublishSubject: 100 observers x 100k elements", operations: observers * elements, target: 25, peer: "subject") {
        let subject = PublishSubject<Int>()
        var sum = 0
        let bag = DisposeBag()
        for _ in 0..<observers {
            subject.subscribe(onNext: { sum &+= $0 }).disposed(by: bag)
        }
        for i in 0..<elements { subject.onNext(i) }
        blackHole(sum)
    })
    // The same chain on the virtual clock, untraced and traced (Trace: a row per operator,
    // every event recorded with its description): what tracing costs when it is on.
    let ticks = 200_000
    for traced in [false, true] {
        results.append(measure("TestScheduler 200k -> map -> filter -> scan\(traced ? " (traced)" : "")", operations: ticks, peer: traced ? nil : "scheduler-chain") {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable((1...ticks).map { Recorded.next($0, $0) })
            var last = 0
            let trace = traced ? Trace.start(clock: { scheduler.clock }) : nil
            _ = source.map { $0 &* 2 }.filter { $0 % 3 != 0 }.scan(0) { $0 &+ $1 }.subscribe(onNext: { last = $0 })
            scheduler.start()
            if trace != nil { Trace.stop() }
            blackHole(last)
        })
    }
    // The create chain with a trace recording on a virtual clock (a row for create and for
    // each operator, every event described and stamped), beside the same chain untraced.
    let created = opaque(200_000)
    for traced in [false, true] {
        results.append(measure("create 200k -> map -> filter -> scan\(traced ? " (traced)" : "")", operations: created, peer: traced ? nil : "create-200k") {
            let scheduler = TestScheduler(initialClock: 0)
            var last = 0
            let trace = traced ? Trace.start(clock: { scheduler.clock }) : nil
            _ = Observable<Int>.create { observer in
                for i in 0..<created { observer.onNext(i) }
                observer.onCompleted()
                return Disposables.create()
            }
            .map { $0 &* 2 }.filter { $0 % 3 != 0 }.scan(0) { $0 &+ $1 }
            .subscribe(onNext: { last = $0 })
            if trace != nil { Trace.stop() }
            blackHole((last, trace?.rows.count))
        })
    }
    return results.compactMap { $0 }
}
