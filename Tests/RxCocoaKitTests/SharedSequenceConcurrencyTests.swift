import XCTest
import RxCore
@testable import RxCocoaKit

/// `values` of a Driver and a Signal, as RxCocoa 6.10.2 has them: a non-throwing stream that
/// finishes on completion; cancelling the task disposes the subscription.
final class SharedSequenceConcurrencyTests: XCTestCase {
    @MainActor
    func testDriverValuesFinishOnCompletion() async {
        MainThread.use(MainScheduler.instance)
        var seen: [Int] = []
        for await value in Observable.of(1, 2, 3).asDriver(onErrorJustReturn: -1).values {
            seen.append(value)
        }
        XCTAssertEqual(seen, [1, 2, 3])
    }

    @MainActor
    func testSignalValuesCancellingTheTaskDisposes() async {
        MainThread.use(MainScheduler.instance)
        let relay = PublishSubject<Int>()
        let stream = relay.asSignal(onErrorJustReturn: -1).values
        XCTAssertTrue(relay.hasObservers)
        let loop = Task { for await _ in stream {} }
        loop.cancel()
        await loop.value
        XCTAssertFalse(relay.hasObservers)
    }
}
