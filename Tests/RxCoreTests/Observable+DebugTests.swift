import XCTest
import RxCore
import RxTest

final class ObservableDebugTests: XCTestCase {
    private var lines: [String] = []
    private var savedOutput: ((String) -> Void)!
    private var savedTimestamp: (() -> String)!

    override func setUp() {
        super.setUp()
        lines = []
        savedOutput = Hooks.output
        savedTimestamp = Hooks.debugTimestamp
        Hooks.output = { [unowned self] in self.lines.append($0) }
        Hooks.debugTimestamp = { "T" }
    }

    override func tearDown() {
        Hooks.output = savedOutput
        Hooks.debugTimestamp = savedTimestamp
        super.tearDown()
    }

    func testDebug_SynchronousSequence() {
        _ = Observable.just(1).debug("one").subscribe()
        XCTAssertEqual(lines, [
            "T: one -> subscribed",
            "T: one -> Event next(1)",
            "T: one -> Event completed",
            "T: one -> isDisposed",
        ])
    }

    func testDebug_PassesEventsThroughOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        Hooks.debugTimestamp = { "t=\(scheduler.clock)" }
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, OpsTestError.boom)])
        let res = scheduler.start { xs.debug("xs") }
        XCTAssertEqual(res.events, [.next(210, 1), .error(250, OpsTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(lines, [
            "t=200: xs -> subscribed",
            "t=210: xs -> Event next(1)",
            "t=250: xs -> Event error(boom)",
            "t=250: xs -> isDisposed",
        ])
    }

    func testDebug_Never_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        Hooks.debugTimestamp = { "\(scheduler.clock)" }
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2)])
        let res = scheduler.start(disposed: 300) { xs.debug("xs") }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(lines, ["200: xs -> subscribed", "210: xs -> Event next(2)", "300: xs -> isDisposed"])
    }

    func testDebug_LogsDisposalBeforeTheSourceIsDisposed() {
        let source = Observable<Int>.create { _ in Disposables.create { Hooks.output("source disposed") } }
        source.debug("d").subscribe().dispose()
        XCTAssertEqual(lines, ["T: d -> subscribed", "T: d -> isDisposed", "source disposed"])
    }

    func testDebug_Empty_AndChainedDisposalOrder() {
        _ = Observable<Int>.empty().debug("inner").debug("outer").subscribe()
        // The downstream debug ends first, then tells its upstream, as in RxSwift.
        XCTAssertEqual(lines, [
            "T: outer -> subscribed",
            "T: inner -> subscribed",
            "T: inner -> Event completed",
            "T: outer -> Event completed",
            "T: outer -> isDisposed",
            "T: inner -> isDisposed",
        ])
    }

    func testDebug_DefaultIdentifierIsTheCallSite() {
        let line = #line + 1
        _ = Observable.just("x").debug().subscribe()
        XCTAssertEqual(lines.first, "T: Observable+DebugTests.swift:\(line) (testDebug_DefaultIdentifierIsTheCallSite()) -> subscribed")
    }

    func testDebug_TrimOutput() {
        let long = String(repeating: "a", count: 30) + String(repeating: "b", count: 30)
        _ = Observable.just(long).debug("t", trimOutput: true).subscribe()
        // "next(" + 60 characters + ")" keeps its first and last 20 characters.
        XCTAssertEqual(lines[1], "T: t -> Event next(aaaaaaaaaaaaaaa...bbbbbbbbbbbbbbbbbbb)")
        lines = []
        _ = Observable.just(long).debug("t").subscribe()
        XCTAssertEqual(lines[1], "T: t -> Event next(\(long))")
    }

    func testDebug_DefaultTimestampIsRxSwiftsDateFormat() {
        Hooks.debugTimestamp = savedTimestamp
        _ = Observable.just(1).debug("d").subscribe()
        let pattern = #"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}: d -> subscribed$"#
        XCTAssertNotNil(lines.first?.range(of: pattern, options: .regularExpression), lines.first ?? "no line")
    }
}
