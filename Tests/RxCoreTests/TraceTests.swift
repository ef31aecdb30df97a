import XCTest
import RxCore
import RxTest

private enum TraceTestError: Error, CustomStringConvertible {
    case boom
    var description: String { "boom" }
}

/// A chain traced on the virtual clock: every operator's row holds exactly what a
/// TestableObserver subscribed to that same stage records (in a run of its own), and is
/// labelled with the operator's name and the line of this file that applies it.
final class TraceTests: XCTestCase {
    /// One stage of a chain: the observable and the line that built it.
    struct Stage {
        let name: String
        let line: Int
        let observable: Observable<String>
    }

    override func tearDown() {
        Trace.stop()
        super.tearDown()
    }

    /// Runs `build`'s last stage with tracing on and returns the trace and the scheduler.
    private func traced(_ build: (TestScheduler) -> [Stage]) -> (Trace, TestScheduler) {
        let scheduler = TestScheduler(initialClock: 0)
        let stages = build(scheduler)
        let trace = Trace.start(clock: { [unowned scheduler] in scheduler.clock })
        _ = scheduler.start { stages.last!.observable }
        Trace.stop()
        return (trace, scheduler)
    }

    /// What a TestableObserver records for stage `index`, subscribed alone in a fresh world.
    private func direct(_ build: (TestScheduler) -> [Stage], stage index: Int) -> [Trace.Entry] {
        let scheduler = TestScheduler(initialClock: 0)
        let stages = build(scheduler)
        return entries(scheduler.start { stages[index].observable }.events)
    }

    private func entries<T>(_ events: [Recorded<Event<T>>]) -> [Trace.Entry] {
        events.map { recorded in
            switch recorded.value {
            case .next(let element): return Trace.Entry(time: recorded.time, kind: .next, value: "\(element)")
            case .error(let error): return Trace.Entry(time: recorded.time, kind: .error, value: "\(error)")
            case .completed: return Trace.Entry(time: recorded.time, kind: .completed, value: nil)
            }
        }
    }

    func testMapFilterScan_EachRowIsWhatItsStageEmits() {
        let sourceLine = #line + 2
        let build = { (scheduler: TestScheduler) -> [Stage] in
            let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(300)])
            let mapped = xs.map { $0 * 10 }; let mapLine = #line
            let kept = mapped.filter { $0 % 20 == 0 }; let filterLine = #line
            let summed = kept.scan(0) { $0 + $1 }; let scanLine = #line
            return [Stage(name: "map", line: mapLine, observable: mapped.map { "\($0)" }),
                    Stage(name: "filter", line: filterLine, observable: kept.map { "\($0)" }),
                    Stage(name: "scan", line: scanLine, observable: summed.map { "\($0)" })]
        }
        // Each stage ends in a `map` to String; the checked chain is the last stage's.
        let (trace, _) = traced(build)
        let rows = trace.chains[0].dataflow().map(\.row)
        XCTAssertEqual(rows.map(\.name), ["hot", "map", "filter", "scan", "map"])
        _ = build(TestScheduler(initialClock: 0))
        XCTAssertEqual(rows[0].line, sourceLine)
        XCTAssertEqual(rows[0].events.map(\.description), ["next(2) @ 210", "next(3) @ 220", "next(4) @ 230", "next(5) @ 240", "completed @ 300"])
        XCTAssertEqual(rows[1].events.map(\.description), ["next(20) @ 210", "next(30) @ 220", "next(40) @ 230", "next(50) @ 240", "completed @ 300"])
        XCTAssertEqual(rows[2].events.map(\.description), ["next(20) @ 210", "next(40) @ 230", "completed @ 300"])
        XCTAssertEqual(rows[3].events.map(\.description), ["next(20) @ 210", "next(60) @ 230", "completed @ 300"])
        // Against direct recordings of each stage.
        let stages = build(TestScheduler(initialClock: 0))
        for (index, stage) in stages.enumerated() {
            let row = rows[index + 1]
            XCTAssertEqual(row.name, stage.name)
            XCTAssertEqual(row.line, stage.line)
            XCTAssertEqual(row.fileName, "TraceTests.swift")
            XCTAssertEqual(row.events, direct(build, stage: index), row.label)
            XCTAssertEqual(row.subscribed, 200)
            XCTAssertEqual(row.disposed, 300)
        }
        XCTAssertEqual(rows[3].label, "scan  TraceTests.swift:\(stages[2].line)")
    }

    func testFlatMapLatest_InnerObservablesAreRowsUnderTheirOperator() {
        let line = #line + 6
        let build = { (scheduler: TestScheduler) -> (Observable<Int>, [TestableObservable<Int>]) in
            let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .next(110, 103), .completed(120)])
            let ys2 = scheduler.createColdObservable([.next(10, 201), .next(20, 202), .completed(30)])
            let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .completed(600)])
            let ys = [ys1, ys2]
            let result = xs.flatMapLatest { ys[$0] }
            return (result, ys)
        }
        let scheduler = TestScheduler(initialClock: 0)
        let (chain, inners) = build(scheduler)
        let trace = Trace.start(clock: { [unowned scheduler] in scheduler.clock })
        let traced = scheduler.start { chain }
        Trace.stop()
        let root = trace.chains[0]
        XCTAssertEqual(root.name, "flatMapLatest")
        XCTAssertEqual(root.line, line)
        XCTAssertEqual(root.events, entries(traced.events))
        XCTAssertEqual(root.upstream.map(\.name), ["hot"])
        XCTAssertEqual(root.inner.map(\.name), ["cold", "cold"])
        // The inner rows' subscriptions are the cold observables' own.
        for (row, inner) in zip(root.inner, inners) {
            XCTAssertEqual(inner.subscriptions.count, 1)
            XCTAssertEqual(row.subscribed, inner.subscriptions[0].subscribe)
            XCTAssertEqual(row.disposed, inner.subscriptions[0].unsubscribe)
        }
        XCTAssertEqual(root.inner[0].events.map(\.description), ["next(101) @ 310", "next(102) @ 320"])
        XCTAssertEqual(root.inner[1].events.map(\.description), ["next(201) @ 410", "next(202) @ 420", "completed @ 430"])
        XCTAssertEqual(root.dataflow().map { "\($0.row.name)/\($0.depth)" }, ["hot/0", "flatMapLatest/0", "cold/1", "cold/1"])
        // And the whole equals a run without tracing.
        let plain = TestScheduler(initialClock: 0)
        let plainChain = build(plain).0
        XCTAssertEqual(entries(plain.start { plainChain }.events), root.events)
    }

    func testConcatMap_QueuedInnerIsSubscribedUnderItsOperatorWhenThePreviousCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 11), .next(50, 12), .completed(60)])
        let ys2 = scheduler.createColdObservable([.next(5, 21), .completed(10)])
        let xs = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .completed(400)])
        let ys = [ys1, ys2]
        let chain = xs.concatMap { ys[$0] }; let line = #line
        let trace = Trace.start(clock: { [unowned scheduler] in scheduler.clock })
        let result = scheduler.start { chain }
        Trace.stop()
        let root = trace.chains[0]
        XCTAssertEqual(root.label, "concatMap  TraceTests.swift:\(line)")
        XCTAssertEqual(root.events, entries(result.events))
        XCTAssertEqual(root.inner.count, 2)
        XCTAssertEqual(root.inner.map { [$0.subscribed, $0.disposed ?? -1] }, [[210, 270], [270, 280]])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 270)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(270, 280)])
        XCTAssertEqual(root.inner[1].events.map(\.description), ["next(21) @ 275", "completed @ 280"])
    }

    func testRetry_EachResubscriptionIsARow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TraceTestError.boom)]); let sourceLine = #line
        let chain = xs.retry(3).map { $0 + 1 }; let line = #line
        let trace = Trace.start(clock: { [unowned scheduler] in scheduler.clock })
        let result = scheduler.start { chain }
        Trace.stop()
        let root = trace.chains[0]
        XCTAssertEqual(root.name, "map")
        XCTAssertEqual(root.events, entries(result.events))
        let retry = root.upstream[0]
        XCTAssertEqual(retry.label, "retry  TraceTests.swift:\(line)")
        let attempts = retry.upstream + retry.inner
        XCTAssertEqual(attempts.map(\.name), ["cold", "cold", "cold"])
        XCTAssertEqual(attempts.map(\.line), Array(repeating: sourceLine, count: 3))
        XCTAssertEqual(attempts.map { Subscription($0.subscribed, $0.disposed ?? -1) }, xs.subscriptions)
        XCTAssertEqual(attempts[1].events.map(\.description), ["next(1) @ 230", "error(boom) @ 240"])
        XCTAssertEqual(retry.events.map(\.description), ["next(1) @ 210", "next(1) @ 230", "next(1) @ 250", "error(boom) @ 260"])
    }

    /// The pairing overload is a row at the caller's line, as the one with a selector is: the
    /// grader finds a learner's withUnretained by that row.
    func testWithUnretained_BothOverloadsAreRowsAtTheCallersLine() {
        final class Owner {}
        let owner = Owner()
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let paired = xs.withUnretained(owner).map { $0.1 }; let pairedLine = #line
        let selected = xs.withUnretained(owner) { $0.1 }; let selectedLine = #line
        let trace = Trace.start(clock: { [unowned scheduler] in scheduler.clock })
        _ = paired.subscribe { _ in }
        _ = selected.subscribe { _ in }
        scheduler.start()
        Trace.stop()
        XCTAssertEqual(trace.chains[0].upstream[0].label, "withUnretained  TraceTests.swift:\(pairedLine)")
        XCTAssertEqual(trace.chains[1].label, "withUnretained  TraceTests.swift:\(selectedLine)")
        withExtendedLifetime(owner) {}
    }

    func testShare_OneSourceSubscriptionUnderTheFirstObserver() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let shared = xs.map { $0 * 2 }.share(); let shareLine = #line
        let a = shared.filter { $0 > 2 }; let filterLine = #line
        let b = shared.scan(0, accumulator: +); let scanLine = #line
        let trace = Trace.start(clock: { [unowned scheduler] in scheduler.clock })
        let first = scheduler.createObserver(Int.self), second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = a.subscribe(first) }
        scheduler.scheduleAt(215) { _ = b.subscribe(second) }
        scheduler.start()
        Trace.stop()
        XCTAssertEqual(trace.chains.map(\.label), ["filter  TraceTests.swift:\(filterLine)", "scan  TraceTests.swift:\(scanLine)"])
        let (rowA, rowB) = (trace.chains[0], trace.chains[1])
        XCTAssertEqual(rowA.events, entries(first.events))
        XCTAssertEqual(rowB.events, entries(second.events))
        XCTAssertEqual(rowA.dataflow().map(\.row.name), ["hot", "map", "share", "filter"])
        XCTAssertEqual(rowB.dataflow().map(\.row.name), ["share", "scan"])
        XCTAssertEqual(rowB.upstream[0].line, shareLine)
        XCTAssertEqual(trace.rows(named: "map").count, 1, "share subscribes its source once")
        XCTAssertEqual(trace.rows(named: "share").map(\.subscribed), [200, 215])
        XCTAssertEqual(rowA.upstream[0].events.map(\.description), ["next(2) @ 210", "next(4) @ 220", "next(6) @ 230", "completed @ 300"])
        XCTAssertEqual(rowB.upstream[0].events.map(\.description), ["next(4) @ 220", "next(6) @ 230", "completed @ 300"])
    }

    func testCombineLatest_BothSourcesAreUpstreamRows() {
        let firstLine = #line + 2
        let build = { (scheduler: TestScheduler) -> [Stage] in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(400)])
            let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(500)])
            let combined = Observable.combineLatest(xs, ys) { "\($0)\($1)" }; let combineLine = #line
            let upper = combined.map { $0.uppercased() }; let mapLine = #line
            return [Stage(name: "combineLatest", line: combineLine, observable: combined),
                    Stage(name: "map", line: mapLine, observable: upper)]
        }
        let (trace, _) = traced(build)
        let rows = trace.chains[0].dataflow().map(\.row)
        XCTAssertEqual(rows.map(\.name), ["hot", "hot", "combineLatest", "map"])
        XCTAssertEqual(rows.map(\.line), [firstLine, firstLine + 1, firstLine + 2, firstLine + 3])
        XCTAssertEqual(rows[2].events, direct(build, stage: 0))
        XCTAssertEqual(rows[3].events, direct(build, stage: 1))
        XCTAssertEqual(rows[2].events.map(\.description), ["next(1a) @ 220", "next(2a) @ 230", "next(2b) @ 240", "completed @ 500"])
        XCTAssertEqual(rows[0].disposed, 400)
    }

    func testCreationOperatorsAreSourceRows() {
        let scheduler = TestScheduler(initialClock: 0)
        let chain = Observable.of(1, 2, 3, scheduler: scheduler).map { $0 * 2 }; let line = #line
        let trace = Trace.start(clock: { [unowned scheduler] in scheduler.clock })
        let result = scheduler.start { chain }
        Trace.stop()
        let rows = trace.chains[0].dataflow().map(\.row)
        XCTAssertEqual(rows.map(\.label), ["of  TraceTests.swift:\(line)", "map  TraceTests.swift:\(line)"])
        XCTAssertEqual(rows[1].events, entries(result.events))
        XCTAssertEqual(rows[0].events.map(\.description), ["next(1) @ 201", "next(2) @ 202", "next(3) @ 203", "completed @ 204"])
    }

    func testGroupBy_EachGroupSubscriptionIsARowUnderGroupBy() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let groups = xs.groupBy { $0 % 2 }; let line = #line
        let chain = groups.flatMap { $0.map { $0 * 10 } }
        let trace = Trace.start(clock: { [unowned scheduler] in scheduler.clock })
        let result = scheduler.start { chain }
        Trace.stop()
        let groupBy = trace.rows(named: "groupBy")[0]
        XCTAssertEqual(groupBy.line, line)
        XCTAssertEqual(groupBy.inner.map(\.name), ["group 1", "group 0"])
        XCTAssertEqual(groupBy.inner[0].events.map(\.description), ["next(1) @ 210", "next(3) @ 230", "completed @ 300"])
        XCTAssertEqual(trace.chains[0].name, "flatMap")
        XCTAssertEqual(trace.chains[0].events, entries(result.events))
    }

    /// concat's later source is subscribed when the first completes, and is still drawn as
    /// its input, above it (as combineLatest's and merge's are), not as an inner row.
    func testConcat_TheSecondSourceIsAnInputRowAboveConcat() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(5, 2), .completed(10)])
        let chain = xs.concat(ys).distinctUntilChanged().take(5); let line = #line
        let trace = Trace.start(clock: { [unowned scheduler] in scheduler.clock })
        let result = scheduler.start { chain }
        Trace.stop()
        let flow = trace.chains[0].dataflow()
        let rows = flow.map(\.row)
        XCTAssertEqual(rows.map(\.label), ["cold  TraceTests.swift:\(line - 2)", "cold  TraceTests.swift:\(line - 1)",
                                           "concat  TraceTests.swift:\(line)", "distinctUntilChanged  TraceTests.swift:\(line)",
                                           "take  TraceTests.swift:\(line)"])
        XCTAssertEqual(flow.map(\.depth), [0, 0, 0, 0, 0])
        XCTAssertEqual(rows[4].events, entries(result.events))
        XCTAssertEqual(rows[1].subscribed, 220)
    }

    /// Observable.merge's sources are its inputs, rows above it; merge() of an observable of
    /// observables keeps them as inner rows under it.
    func testStaticMerge_TheSourcesAreInputRowsAboveMerge() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(5, 2), .completed(30)])
        let chain = Observable.merge(xs.asObservable(), ys.asObservable()); let line = #line
        let nested = Observable.of(xs.asObservable()).merge(); let nestedLine = #line
        let trace = Trace.start(clock: { [unowned scheduler] in scheduler.clock })
        _ = scheduler.start { chain }
        _ = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { nested }
        Trace.stop()
        let flow = trace.chains[0].dataflow()
        XCTAssertEqual(flow.map(\.row.label), ["cold  TraceTests.swift:\(line - 2)", "cold  TraceTests.swift:\(line - 1)",
                                               "merge  TraceTests.swift:\(line)"])
        XCTAssertEqual(flow.map(\.depth), [0, 0, 0])
        let nestedFlow = trace.chains[1].dataflow()
        XCTAssertEqual(nestedFlow.map(\.row.name), ["of", "merge", "cold"])
        XCTAssertEqual(nestedFlow.map(\.depth), [0, 0, 1])
        XCTAssertEqual(nestedFlow[1].row.line, nestedLine)
    }

    func testSubjectsAreSourceRowsLabelledWhereTheyWereCreated() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>(); let line = #line
        let relay = BehaviorRelay(value: "a"); let relayLine = #line
        let trace = Trace.start(clock: { [unowned scheduler] in scheduler.clock })
        let observer = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) { _ = Observable.combineLatest(subject, relay.asObservable()) { "\($0)\($1)" }.subscribe(observer) }
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(220) { relay.accept("b") }
        scheduler.start()
        Trace.stop()
        let rows = trace.chains[0].dataflow().map(\.row)
        XCTAssertEqual(rows.map(\.label), ["PublishSubject  TraceTests.swift:\(line)", "BehaviorRelay  TraceTests.swift:\(relayLine)",
                                           "combineLatest  TraceTests.swift:\(line + 4)"])
        XCTAssertEqual(rows[1].events.map(\.description), ["next(a) @ 200", "next(b) @ 220"])
        XCTAssertEqual(rows[2].events, entries(observer.events))
    }

    func testOffByDefault_NothingIsRecorded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let trace = Trace.start(clock: { [unowned scheduler] in scheduler.clock })
        Trace.stop()
        let result = scheduler.start { xs.map { $0 + 1 } }
        XCTAssertEqual(result.events, [.next(210, 2), .completed(300)])
        XCTAssertTrue(trace.rows.isEmpty)
        XCTAssertNil(Trace.current)
    }
}
