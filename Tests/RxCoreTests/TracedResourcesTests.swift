import XCTest
import RxCore
import RxTest

/// A subscription made while a `Trace` records gives back every resource once it has ended,
/// as an untraced one does: tracing adds no object that outlives the chain.
final class TracedResourcesTests: XCTestCase {
    /// Runs a chain on a cold source until it completes, its subscription dropped (`_ =`).
    private func runDroppedChain(traced: Bool) {
        let scheduler = TestScheduler(initialClock: 0)
        if traced { Trace.start(clock: { [unowned scheduler] in scheduler.clock }) }
        defer { if traced { Trace.stop() } }
        let source = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        _ = source.map { $0 * 2 }.filter { $0 > 0 }.subscribe(onNext: { _ in })
        scheduler.start()
    }

    func testUntracedChainThatCompletedGivesBackEverything() {
        let before = Resources.total
        runDroppedChain(traced: false)
        XCTAssertEqual(Resources.total, before)
    }

    func testTracedChainThatCompletedGivesBackEverything() {
        let before = Resources.total
        runDroppedChain(traced: true)
        XCTAssertEqual(Resources.total, before)
    }
}
