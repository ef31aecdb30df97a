import Foundation
import RxCore
import RxTest
import XCTest

/// The virtual clock's queue orders work by (time, scheduling order) whatever the converter.
final class VirtualTimeQueueTests: XCTestCase {
    /// Times in tenths of a second, counted down: a converter whose order is not Int's.
    private struct CountdownConverter: VirtualTimeConverterType {
        func convertFromVirtualTime(_ virtualTime: Int) -> RxTime { Date(timeIntervalSince1970: Double(-virtualTime) / 10) }
        func convertToVirtualTime(_ time: RxTime) -> Int { -Int((time.timeIntervalSince1970 * 10).rounded()) }
        func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval { Double(-virtualTimeInterval) / 10 }
        func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int { -Int((timeInterval * 10).rounded()) }
        func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }
        func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
            lhs > rhs ? .lessThan : (lhs == rhs ? .equal : .greaterThan)
        }
    }

    func testACustomConverterOrdersByItsOwnComparison() {
        let scheduler = VirtualTimeScheduler(initialClock: 0, converter: CountdownConverter())
        var order: [Int] = []
        for time in [-5, -1, -3, -1, -2] {
            _ = scheduler.scheduleAbsoluteVirtual(time, time: time) { time in
                order.append(time)
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(order, [-1, -1, -2, -3, -5])
    }

    func testManyEqualTimesRunInSchedulingOrderAndDisposedWorkIsSkipped() {
        let scheduler = TestScheduler(initialClock: 0)
        var order: [Int] = []
        var cancelled: [Disposable] = []
        for index in 0..<5_000 {
            let time = 100 + index % 7
            if index % 5 == 0 {
                cancelled.append(scheduler.scheduleAbsoluteVirtual((), time: time) { _ in
                    XCTFail("disposed work ran")
                    return Disposables.create()
                })
            } else {
                scheduler.scheduleAt(time) { order.append(index) }
            }
        }
        cancelled.forEach { $0.dispose() }
        scheduler.start()
        let expected = (0..<5_000).filter { $0 % 5 != 0 }.sorted { ($0 % 7, $0) < ($1 % 7, $1) }
        XCTAssertEqual(order, expected)
        XCTAssertEqual(scheduler.clock, 106)
    }
}
