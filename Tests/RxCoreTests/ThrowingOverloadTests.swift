import XCTest
import RxCore
import RxTest

private enum OverloadTestError: Error, CustomStringConvertible {
    case boom
    var description: String { "boom" }
}

/// `map`, `filter` and `scan(_:accumulator:)` have an overload for closures that cannot throw
/// and one for closures that can. A closure that may throw but does not must give the same
/// events, subscriptions and trace rows as one that cannot; one that throws ends the sequence.
final class ThrowingOverloadTests: XCTestCase {
    override func tearDown() {
        Trace.stop()
        super.tearDown()
    }

    private static let input: [Recorded<Event<Int>>] = [.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(300)]

    func testThrowingClosuresThatDoNotThrow_MatchNonThrowingOnes() {
        let plain = TestScheduler(initialClock: 0)
        let xs = plain.createHotObservable(Self.input)
        let res = plain.start { xs.map { $0 * 10 }.filter { $0 != 30 }.scan(0) { $0 + $1 } }

        let throwing = TestScheduler(initialClock: 0)
        let ys = throwing.createHotObservable(Self.input)
        let fails = false
        let resThrowing = throwing.start {
            ys.map { x -> Int in if fails { throw OverloadTestError.boom }; return x * 10 }
                .filter { x -> Bool in if fails { throw OverloadTestError.boom }; return x != 30 }
                .scan(0) { sum, x -> Int in if fails { throw OverloadTestError.boom }; return sum + x }
        }
        XCTAssertEqual(res.events, [.next(210, 20), .next(230, 60), .completed(300)])
        XCTAssertEqual(resThrowing.events, res.events)
        XCTAssertEqual(ys.subscriptions, xs.subscriptions)
    }

    func testThrowingFunctionValues_EndTheSequenceWithTheirError() {
        let transform: (Int) throws -> Int = { x in if x == 3 { throw OverloadTestError.boom }; return x }
        let predicate: (Int) throws -> Bool = { x in if x == 3 { throw OverloadTestError.boom }; return true }
        let accumulator: (Int, Int) throws -> Int = { sum, x in if x == 3 { throw OverloadTestError.boom }; return sum + x }
        let chains: [(Observable<Int>) -> Observable<Int>] = [
            { $0.map(transform) }, { $0.filter(predicate) }, { $0.scan(0, accumulator: accumulator) },
        ]
        for (index, chain) in chains.enumerated() {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.input)
            let res = scheduler.start { chain(xs.asObservable()) }
            XCTAssertEqual(res.events.count, 2, "chain \(index)")
            XCTAssertEqual(res.events.last, .error(220, OverloadTestError.boom), "chain \(index)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)], "chain \(index)")
        }
    }

    func testThrowingOverloads_TraceTheirNameAndLine() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.input)
        let fails = false
        let mapped = xs.map { x -> Int in if fails { throw OverloadTestError.boom }; return x }; let mapLine = #line
        let kept = mapped.filter { x -> Bool in if fails { throw OverloadTestError.boom }; return x > 2 }; let filterLine = #line
        let summed = kept.scan(0) { sum, x -> Int in if fails { throw OverloadTestError.boom }; return sum + x }; let scanLine = #line
        let trace = Trace.start(clock: { [unowned scheduler] in scheduler.clock })
        _ = scheduler.start { summed }
        Trace.stop()
        let rows = trace.chains[0].dataflow().map(\.row)
        XCTAssertEqual(rows.map(\.name), ["hot", "map", "filter", "scan"])
        XCTAssertEqual(rows.dropFirst().map(\.line), [mapLine, filterLine, scanLine])
        XCTAssertEqual(rows.dropFirst().map(\.fileName), Array(repeating: "ThrowingOverloadTests.swift", count: 3))
        XCTAssertEqual(rows[3].events.map(\.description), ["next(3) @ 220", "next(7) @ 230", "completed @ 300"])
    }
}
