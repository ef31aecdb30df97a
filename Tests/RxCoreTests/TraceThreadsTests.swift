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
