import Foundation
import RxCore
import XCTest

/// A trace recording while several threads subscribe at once (a chain with `subscribe(on:)`
/// on real queues does exactly that): each thread's "who is subscribing now" is its own, so
/// every chain keeps its own rows and nothing tears.
final class TraceThreadsTests: XCTestCase {
    override func tearDown() {
        Trace.stop()
        super.tearDown()
    }

    func testChainsSubscribedOnManyThreadsAtOnceKeepTheirOwnRows() {
        let threads = 8, chainsPerThread = 150
        let trace = Trace.start(clock: { 0 })
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for chain in 0..<chainsPerThread {
                let value = thread * 1_000 + chain
                _ = Observable.just(value)
                    .map { $0 + 1 }
                    .filter { $0 > 0 }
                    .subscribe(onNext: { _ in })
            }
        }
        Trace.stop()

        let chains = trace.chains
        XCTAssertEqual(chains.count, threads * chainsPerThread)
        let torn = chains.filter { $0.dataflow().map { "\($0.row.name)@\($0.depth)" } != ["just@0", "map@0", "filter@0"] }
        XCTAssertEqual(torn.count, 0, "chains whose rows are not just → map → filter")
        let valuesPassOnUnchanged = chains.allSatisfy { chain in
            let rows = chain.dataflow().map(\.row)
            guard let sent = rows.first?.events.first?.value, let shown = rows.last?.events.first?.value,
                  let number = Int(sent) else { return false }
            return shown == String(number + 1)
        }
        XCTAssertTrue(valuesPassOnUnchanged, "a row received another chain's value")
    }
}

/// `subscribe(on:)` on a real queue subscribes its source on another thread, later: the
/// source is still drawn as its input, above it, in its own chain.
final class TraceSubscribeOnTests: XCTestCase {
    override func tearDown() {
        Trace.stop()
        super.tearDown()
    }

    func testSourcesSubscribedOnAQueueStayAboveTheirSubscribeOn() {
        let chainsCount = 200
        let trace = Trace.start(clock: { 0 })
        let queue = ConcurrentDispatchQueueScheduler(qos: .default)
        let done = DispatchGroup()
        DispatchQueue.concurrentPerform(iterations: chainsCount) { value in
            done.enter()
            _ = Observable.just(value)
                .subscribe(on: queue)
                .map { $0 * 2 }
                .subscribe(onNext: { _ in }, onDisposed: { done.leave() })
        }
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        Trace.stop()

        let chains = trace.chains
        XCTAssertEqual(chains.count, chainsCount)
        let shapes = Set(chains.map { $0.dataflow().map { "\($0.row.name)@\($0.depth)" } })
        XCTAssertEqual(shapes, [["just@0", "subscribe(on:)@0", "map@0"]])
        let doubled = chains.allSatisfy { chain in
            let rows = chain.dataflow().map(\.row)
            guard let sent = rows.first?.events.first?.value, let shown = rows.last?.events.first?.value,
                  let number = Int(sent) else { return false }
            return shown == String(number * 2)
        }
        XCTAssertTrue(doubled, "a row received another chain's value")
    }
}
