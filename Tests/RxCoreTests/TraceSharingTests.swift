import RxCore
import RxTest
import XCTest

private enum SharingError: Error, CustomStringConvertible {
    case boom
    var description: String { "boom" }
}

/// Sharing traced: every observer of a connectable (or of a share) is a row of its own, and
/// the one subscription to the source appears once: under `connect` when the test connects,
/// under the first observer's row when `refCount`/`share` connects.
final class TraceSharingTests: XCTestCase {
    override func tearDown() {
        Trace.stop()
        super.tearDown()
    }

    private static let script: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)]

    func testConnectables_EachObserverIsARowAndConnectHoldsTheSource() {
        typealias Make = (Observable<Int>) -> ConnectableObservable<Int>
        // A subject made here is a row of its own (this file made it), under each observer.
        let cases: [(name: String, line: Int, subject: [String], make: Make)] = [
            ("publish", #line, [], { $0.publish() }),
            ("replay", #line, [], { $0.replay(2) }),
            ("replayAll", #line, [], { $0.replayAll() }),
            ("multicast", #line, ["PublishSubject"], { $0.multicast(makeSubject: { PublishSubject() }) }),
        ]
        for (name, line, subject, make) in cases {
            var connectLine = 0
            var source: TestableObservable<Int>?
            let scenario = TraceScenario<Int> { s in
                let xs = s.createHotObservable(Self.script)
                source = xs
                let connectable = make(xs.map { $0 * 10 })
                let first = s.createObserver(Int.self), second = s.createObserver(Int.self)
                var connection: Disposable?
                s.scheduleAt(200) { _ = connectable.subscribe(first) }
                s.scheduleAt(205) { connection = connectable.connect() }; connectLine = #line
                s.scheduleAt(225) { _ = connectable.subscribe(second) }
                s.scheduleAt(235) { connection?.dispose() }
                return [first, second]
            }
            let (trace, observed) = scenario.traced()
            let direct = scenario.direct()
            XCTAssertEqual(observed, direct, name)
            XCTAssertEqual(trace.chains.map(\.name), [name, "connect", name])
            let observers = trace.rows(named: name)
            XCTAssertEqual(observers.map(\.label), Array(repeating: "\(name)  TraceSharingTests.swift:\(line)", count: 2))
            XCTAssertEqual(observers.map(\.events), direct, name)
            XCTAssertEqual(observers.map(\.subscribed), [200, 225])
            XCTAssertEqual(observers.map { $0.children.map(\.name) }, [subject, subject], name)
            let connect = trace.rows(named: "connect")
            XCTAssertEqual(connect.map(\.label), ["connect  TraceSharingTests.swift:\(connectLine)"])
            XCTAssertEqual(connect.first?.dataflow().map(\.row.name), ["hot", "map", "connect"])
            XCTAssertEqual(connect.first?.subscription, Subscription(205, 235))
            XCTAssertEqual(connect.first?.events.map(\.description), ["next(10) @ 210", "next(20) @ 220", "next(30) @ 230"])
            XCTAssertEqual(source?.subscriptions, [Subscription(205, 235)])
        }
    }

    func testMulticastThroughALearnersSubject_TheSubjectIsEachObserversUpstream() {
        var lines = (subject: 0, multicast: 0)
        let scenario = TraceScenario<Int> { s in
            let xs = s.createHotObservable(Self.script)
            let subject = ReplaySubject<Int>.create(bufferSize: 1); lines.subject = #line
            let connectable = xs.multicast(subject); lines.multicast = #line
            let first = s.createObserver(Int.self), second = s.createObserver(Int.self)
            s.scheduleAt(200) { _ = connectable.connect() }
            s.scheduleAt(205) { _ = connectable.subscribe(first) }
            s.scheduleAt(225) { _ = connectable.subscribe(second) }
            return [first, second]
        }
        let (trace, _) = scenario.traced()
        let direct = scenario.direct()
        let observers = trace.rows(named: "multicast")
        XCTAssertEqual(observers.map(\.label), Array(repeating: "multicast  TraceSharingTests.swift:\(lines.multicast)", count: 2))
        XCTAssertEqual(observers.map(\.events), direct)
        XCTAssertEqual(observers.map { $0.upstream.map(\.label) }, Array(repeating: ["ReplaySubject  TraceSharingTests.swift:\(lines.subject)"], count: 2))
        XCTAssertEqual(observers[1].events.map(\.description), ["next(2) @ 225", "next(3) @ 230", "next(4) @ 240", "completed @ 300"])
    }

    func testMulticastWithSelector_IsOneRowOverTheSelectorsChain() {
        let scenario = TraceScenario<Int>.start { s in
            s.createHotObservable(Self.script).map { $0 * 10 }
                .multicast({ PublishSubject<Int>() }, selector: { shared in Observable.zip(shared, shared.skip(1)) { $0 + $1 } })
        }
        let line = #line - 2
        let (trace, _) = scenario.traced()
        let root = trace.chains[0]
        XCTAssertEqual(trace.chains.count, 1)
        XCTAssertEqual(root.label, "multicast  TraceSharingTests.swift:\(line)")
        XCTAssertEqual(root.events, scenario.direct()[0])
        // The selector's chain over the shared subject (made here), then the one source subscription.
        XCTAssertEqual(root.dataflow().map(\.row.name), ["PublishSubject", "PublishSubject", "skip", "zip", "hot", "map", "multicast"])
        XCTAssertEqual(trace.rows(named: "map").count, 1, "the source is subscribed once")
    }

    func testRefCountAndShares_TheFirstObserversRowHoldsTheOneSourceSubscription() {
        typealias Make = (Observable<Int>) -> Observable<Int>
        let cases: [(name: String, line: Int, upstream: [String], make: Make)] = [
            ("refCount", #line, ["publish"], { $0.publish().refCount() }),
            ("share(replay: 2)", #line, [], { $0.share(replay: 2) }),
            ("share(replay: 3)", #line, [], { $0.share(replay: 3, scope: .whileConnected) }),
            ("share(scope: .forever)", #line, [], { $0.share(scope: .forever) }),
            ("share(replay: 2, scope: .forever)", #line, [], { $0.share(replay: 2, scope: .forever) }),
        ]
        for (name, line, upstream, make) in cases {
            var source: TestableObservable<Int>?
            let scenario = TraceScenario<Int> { s in
                let xs = s.createHotObservable(Self.script)
                source = xs
                let shared = make(xs.map { $0 * 10 })
                let first = s.createObserver(Int.self), second = s.createObserver(Int.self)
                var subscriptions: [Disposable] = []
                s.scheduleAt(200) { subscriptions.append(shared.subscribe(first)) }
                s.scheduleAt(225) { subscriptions.append(shared.subscribe(second)) }
                s.scheduleAt(250) { subscriptions[0].dispose() }
                s.scheduleAt(260) { subscriptions[1].dispose() }
                return [first, second]
            }
            let (trace, observed) = scenario.traced()
            let direct = scenario.direct()
            XCTAssertEqual(observed, direct, name)
            let rows = trace.chains
            XCTAssertEqual(rows.map(\.label), Array(repeating: "\(name)  TraceSharingTests.swift:\(line)", count: 2), name)
            XCTAssertEqual(rows.map(\.events), direct, name)
            XCTAssertEqual(rows.map(\.subscription), [Subscription(200, 250), Subscription(225, 260)], name)
            XCTAssertEqual(rows[0].upstream.map(\.name), upstream + ["map"], name)
            XCTAssertEqual(rows[1].upstream.map(\.name), upstream, name)
            XCTAssertEqual(trace.rows(named: "map").map(\.subscription), [Subscription(200, 260)], name)
            XCTAssertEqual(source?.subscriptions, [Subscription(200, 260)], name)
        }
    }

    func testShareForever_ALateObserverGetsTheBufferWithoutANewSourceSubscription() {
        var line = 0
        let scenario = TraceScenario<Int> { s in
            let shared = s.createHotObservable(Self.script).map { $0 * 10 }.share(replay: 1, scope: .forever); line = #line
            let first = s.createObserver(Int.self), late = s.createObserver(Int.self)
            s.scheduleAt(200) { _ = shared.subscribe(first) }
            s.scheduleAt(400) { _ = shared.subscribe(late) }
            return [first, late]
        }
        let (trace, _) = scenario.traced()
        let direct = scenario.direct()
        let rows = trace.rows(named: "share(replay: 1, scope: .forever)")
        XCTAssertEqual(rows.map(\.line), [line, line])
        XCTAssertEqual(rows.map(\.events), direct)
        XCTAssertEqual(rows[1].events.map(\.description), ["next(40) @ 400", "completed @ 400"])
        XCTAssertEqual(rows.map { $0.upstream.map(\.name) }, [["map"], []])
        XCTAssertEqual(trace.rows(named: "hot").map(\.subscription), [Subscription(200, 300)])
    }

    func testRetryWhen_TheNotifierAndEachResubscriptionAreInnerRows() {
        var lines = (source: 0, retry: 0)
        var source: TestableObservable<Int>?
        let scenario = TraceScenario<Int>.start { s in
            let xs = s.createColdObservable([.next(10, 1), .error(20, SharingError.boom)]); lines.source = #line
            source = xs
            lines.retry = #line; return xs.retry(when: { (errors: Observable<Swift.Error>) in errors.take(2).delay(.seconds(5), scheduler: s) })
        }
        let (trace, observed) = scenario.traced()
        let direct = scenario.direct()
        XCTAssertEqual(observed, direct)
        let retry = trace.chains[0]
        XCTAssertEqual(retry.label, "retry(when:)  TraceSharingTests.swift:\(lines.retry)")
        XCTAssertEqual(retry.events, direct[0])
        XCTAssertEqual(retry.events.map(\.description), ["next(1) @ 210", "next(1) @ 235", "next(1) @ 260", "completed @ 270"])
        XCTAssertEqual(retry.upstream.map(\.name), ["cold"])
        XCTAssertEqual(retry.inner.map(\.name), ["delay", "cold", "cold"])
        let attempts = retry.upstream + retry.inner.filter { $0.name == "cold" }
        XCTAssertEqual(attempts.map(\.line), Array(repeating: lines.source, count: 3))
        XCTAssertEqual(attempts.map(\.subscription), source?.subscriptions)
        // The notifier: the handler's chain, over the errors retry(when:) hands it.
        let notifier = retry.inner[0]
        XCTAssertEqual(notifier.dataflow().map(\.row.label), [
            "errors  TraceSharingTests.swift:\(lines.retry)", "take  TraceSharingTests.swift:\(lines.retry)",
            "delay  TraceSharingTests.swift:\(lines.retry)",
        ])
        XCTAssertEqual(notifier.events.map(\.description), ["next(boom) @ 225", "next(boom) @ 250", "completed @ 251"])
        XCTAssertEqual(notifier.upstream[0].upstream[0].events.map(\.description), ["next(boom) @ 220", "next(boom) @ 245"])
    }
}
