import RxBlocking
import RxCore
import RxTest
import XCTest

private enum SourceError: Error, CustomStringConvertible {
    case boom
    var description: String { "boom" }
}

/// Sources traced: each subscription to a creation operator or a subject is a row named as
/// RxSwift names it, labelled with the line of this file that made it, holding what a
/// TestableObserver subscribed to the same source records in an untraced run.
final class TraceSourcesTests: XCTestCase {
    override func tearDown() {
        Trace.stop()
        super.tearDown()
    }

    /// The scenario's one chain is one source row (plus `upstream` rows under it) named
    /// `name` at `line`, holding exactly the direct recording, from 200 to its end.
    @discardableResult
    private func assertSourceRow<T>(
        _ scenario: TraceScenario<T>, name: String, line: Int, upstream: [String] = [],
        file: StaticString = #filePath, testLine: UInt = #line
    ) -> Trace.Row? {
        let (trace, observed) = scenario.traced()
        let direct = scenario.direct()
        XCTAssertEqual(observed, direct, "\(name): tracing changed what the observer saw", file: file, line: testLine)
        XCTAssertEqual(trace.chains.count, 1, "\(name): \(trace.chains)", file: file, line: testLine)
        guard let row = trace.chains.first else { return nil }
        XCTAssertEqual(row.label, "\(name)  TraceSourcesTests.swift:\(line)", file: file, line: testLine)
        XCTAssertEqual(row.upstream.map(\.name), upstream, name, file: file, line: testLine)
        XCTAssertEqual(row.events, direct[0], name, file: file, line: testLine)
        let end = direct[0].last.flatMap { $0.kind == .next ? nil : $0.time } ?? 1000
        XCTAssertEqual(row.subscription, Subscription(200, end), name, file: file, line: testLine)
        return row
    }

    func testCreate_IsARowAtItsLine() {
        let scenario = TraceScenario<Int>.start { s in
            Observable.create { observer in
                s.scheduleAt(210) { observer.onNext(1) }
                s.scheduleAt(220) { observer.onNext(2) }
                s.scheduleAt(230) { observer.onCompleted() }
                return Disposables.create()
            }
        }
        assertSourceRow(scenario, name: "create", line: #line - 7)
    }

    func testTraitCreates_AreRowsNamedByTheirTrait() {
        let single = TraceScenario<Int>.start { s in Single<Int>.create { observer in s.scheduleAt(210) { observer(.success(7)) }; return Disposables.create() }.asObservable() }; let singleLine = #line
        assertSourceRow(single, name: "Single.create", line: singleLine)
        let maybe = TraceScenario<Int>.start { s in Maybe<Int>.create { observer in s.scheduleAt(210) { observer(.completed) }; return Disposables.create() }.asObservable() }; let maybeLine = #line
        assertSourceRow(maybe, name: "Maybe.create", line: maybeLine)
        let completable = TraceScenario<Never>.start { s in Completable.create { observer in s.scheduleAt(210) { observer(.error(SourceError.boom)) }; return Disposables.create() }.asObservable() }; let completableLine = #line
        assertSourceRow(completable, name: "Completable.create", line: completableLine)
        let infallible = TraceScenario<Int>.start { s in Infallible<Int>.create { observer in s.scheduleAt(210) { observer(.next(1)) }; return Disposables.create() }.asObservable() }; let infallibleLine = #line
        assertSourceRow(infallible, name: "Infallible.create", line: infallibleLine)
    }

    func testCreationOperators_EachIsARowAtItsLine() {
        let cases: [(name: String, line: Int, upstream: [String], scenario: TraceScenario<Int>)] = [
            ("just", #line, [], .start { _ in Observable.just(1) }),
            ("just", #line, [], .start { s in Observable.just(1, scheduler: s) }),
            ("of", #line, [], .start { s in Observable.of(1, 2, 3, scheduler: s) }),
            ("from", #line, [], .start { s in Observable.from([1, 2], scheduler: s) }),
            ("from", #line, [], .start { s in Observable.from(optional: 3, scheduler: s) }),
            ("empty", #line, [], .start { _ in Observable.empty() }),
            ("never", #line, [], .start { _ in Observable.never() }),
            ("error", #line, [], .start { _ in Observable.error(SourceError.boom) }),
            ("range", #line, [], .start { s in Observable.range(start: 5, count: 3, scheduler: s) }),
            ("generate", #line, [], .start { s in Observable.generate(initialState: 1, condition: { $0 < 20 }, scheduler: s) { $0 * 3 } }),
            ("repeatElement", #line, [], .start { s in Observable.repeatElement(4, scheduler: s) }),
            ("timer", #line, [], .start { s in Observable<Int>.timer(.seconds(15), scheduler: s) }),
            ("timer", #line, [], .start { s in Observable<Int>.timer(.seconds(15), period: .seconds(100), scheduler: s) }),
            ("interval", #line, [], .start { s in Observable<Int>.interval(.seconds(30), scheduler: s) }),
            ("deferred", #line, ["of"], .start { s in Observable.deferred { Observable.of(1, 2, scheduler: s) } }),
            ("using", #line, ["of"], .start { s in Observable.using({ BooleanDisposable() }, observableFactory: { _ in Observable.of(1, scheduler: s) }) }),
        ]
        for entry in cases {
            assertSourceRow(entry.scenario, name: entry.name, line: entry.line, upstream: entry.upstream)
        }
    }

    func testFunctionReferences_StillCompileAndTakeTheirOperatorsLine() {
        let scenario = TraceScenario<Int>.start { s in
            s.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)]).flatMap(Observable.just)
        }
        let line = #line - 2
        let (trace, observed) = scenario.traced()
        let root = trace.chains[0]
        XCTAssertEqual(root.label, "flatMap  TraceSourcesTests.swift:\(line)")
        XCTAssertEqual(root.events, scenario.direct()[0])
        XCTAssertEqual(root.events, observed[0])
        // `Observable.just` as a function has no line of its own: its rows take flatMap's.
        XCTAssertEqual(root.inner.map(\.label), Array(repeating: "just  TraceSourcesTests.swift:\(line)", count: 2))
        XCTAssertEqual(root.inner.map(\.events.description), ["[next(1) @ 210, completed @ 210]", "[next(2) @ 220, completed @ 220]"])
        XCTAssertEqual(root.inner.map(\.subscription), [Subscription(210, 210), Subscription(220, 220)])

        // RxSwift's one-argument sources, as functions.
        let just: (Int) -> Observable<Int> = Observable.just
        let error: (Swift.Error) -> Observable<Int> = Observable.error
        let empty: () -> Observable<Int> = Observable.empty
        let never: () -> Observable<Int> = Observable.never
        let create: (@escaping (AnyObserver<Int>) -> Disposable) -> Observable<Int> = Observable.create
        let recovered = Observable<Int>.error(SourceError.boom).catch(Observable.error).catch { _ in empty() }
        XCTAssertEqual(try recovered.toArray().toBlocking().single(), [])
        _ = (just, error, never, create)
    }

    func testDebug_IsARowNamedWithItsIdentifier() {
        let saved = Hooks.output
        Hooks.output = { _ in }
        defer { Hooks.output = saved }
        let hot = [Recorded.next(210, 1), .next(220, 2), .completed(300)]
        let named = TraceScenario<Int>.start { s in s.createHotObservable(hot).debug("ticks") }; let namedLine = #line
        assertSourceRow(named, name: "debug(\"ticks\")", line: namedLine, upstream: ["hot"])
        let anonymous = TraceScenario<Int>.start { s in s.createHotObservable(hot).debug(trimOutput: true) }; let anonymousLine = #line
        assertSourceRow(anonymous, name: "debug", line: anonymousLine, upstream: ["hot"])
    }

    func testReplaySubjectAndRelay_EachSubscriptionIsARowHoldingWhatItReplayed() {
        let subjectLine = #line + 2
        let subject = TraceScenario<Int> { s in
            let subject = ReplaySubject<Int>.create(bufferSize: 2)
            let observer = s.createObserver(Int.self)
            for (time, value) in [(210, 1), (220, 2), (230, 3), (240, 4)] { s.scheduleAt(time) { subject.onNext(value) } }
            s.scheduleAt(235) { _ = subject.subscribe(observer) }
            s.scheduleAt(300) { subject.onCompleted() }
            return [observer]
        }
        let row = assertSubjectRow(subject, name: "ReplaySubject", line: subjectLine)
        XCTAssertEqual(row?.events.map(\.description), ["next(2) @ 235", "next(3) @ 235", "next(4) @ 240", "completed @ 300"])

        let unboundedLine = #line + 2
        let unbounded = TraceScenario<Int> { s in
            let subject = ReplaySubject<Int>.createUnbounded()
            let observer = s.createObserver(Int.self)
            s.scheduleAt(210) { subject.onNext(1) }
            s.scheduleAt(220) { _ = subject.subscribe(observer) }
            return [observer]
        }
        assertSubjectRow(unbounded, name: "ReplaySubject", line: unboundedLine)

        let relayLine = #line + 2
        let relay = TraceScenario<Int> { s in
            let relay = ReplayRelay<Int>.create(bufferSize: 1)
            let observer = s.createObserver(Int.self)
            s.scheduleAt(210) { relay.accept(1) }
            s.scheduleAt(215) { _ = relay.subscribe(observer) }
            s.scheduleAt(220) { relay.accept(2) }
            return [observer]
        }
        assertSubjectRow(relay, name: "ReplayRelay", line: relayLine)
    }

    func testAsyncSubject_IsARowHoldingTheLastElementAtCompletion() {
        let line = #line + 2
        let scenario = TraceScenario<Int> { s in
            let subject = AsyncSubject<Int>()
            let early = s.createObserver(Int.self), late = s.createObserver(Int.self)
            s.scheduleAt(200) { _ = subject.subscribe(early) }
            s.scheduleAt(210) { subject.onNext(1) }
            s.scheduleAt(220) { subject.onNext(2) }
            s.scheduleAt(300) { subject.onCompleted() }
            s.scheduleAt(400) { _ = subject.subscribe(late) }
            return [early, late]
        }
        let (trace, observed) = scenario.traced()
        let direct = scenario.direct()
        XCTAssertEqual(observed, direct)
        XCTAssertEqual(trace.chains.map(\.label), Array(repeating: "AsyncSubject  TraceSourcesTests.swift:\(line)", count: 2))
        XCTAssertEqual(trace.chains.map(\.events), direct)
        XCTAssertEqual(trace.chains.map(\.subscription), [Subscription(200, 300), Subscription(400, 400)])
        XCTAssertEqual(direct[0].map(\.description), ["next(2) @ 300", "completed @ 300"])
    }

    /// The scenario's one subscription to a subject is one row named `name` at `line`.
    @discardableResult
    private func assertSubjectRow(_ scenario: TraceScenario<Int>, name: String, line: Int,
                                  file: StaticString = #filePath, testLine: UInt = #line) -> Trace.Row? {
        let (trace, observed) = scenario.traced()
        let direct = scenario.direct()
        XCTAssertEqual(observed, direct, file: file, line: testLine)
        XCTAssertEqual(trace.rows.count, 1, "\(trace.rows)", file: file, line: testLine)
        guard let row = trace.rows.first else { return nil }
        XCTAssertEqual(row.label, "\(name)  TraceSourcesTests.swift:\(line)", file: file, line: testLine)
        XCTAssertEqual(row.events, direct[0], file: file, line: testLine)
        return row
    }
}
