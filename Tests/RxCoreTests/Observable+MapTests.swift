import XCTest
import RxCore
import RxTest

/// `map` and `compactMap` on the virtual clock: what reaches the observer, and when the
/// upstream subscription ends (at a throw, a terminal event or a disposal).
final class ObservableMapTests: XCTestCase {
    func testMap_SomeData() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(210, 20), .next(220, 30), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMap_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(230, OpsTestError.bang), .next(240, 4)])
        let res = scheduler.start { xs.map { $0 + 1 } }
        XCTAssertEqual(res.events, [.next(210, 3), .error(230, OpsTestError.bang)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testMap_TransformThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        var calls = 0
        let res = scheduler.start {
            xs.map { x -> Int in
                calls += 1
                if x == 3 { throw OpsTestError.boom }
                return x * 10
            }
        }
        XCTAssertEqual(res.events, [.next(210, 20), .error(220, OpsTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(calls, 2, "no element reaches the transform after its error")
    }

    func testMap_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        let res = scheduler.start(disposed: 225) { xs.map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(210, 20), .next(220, 30)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func testCompactMap_DropsNil() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let res = scheduler.start { xs.compactMap { $0 % 2 == 1 ? $0 * 10 : nil } }
        XCTAssertEqual(res.events, [.next(210, 10), .next(230, 30), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testCompactMap_TransformThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let res = scheduler.start {
            xs.compactMap { x -> Int? in
                if x == 3 { throw OpsTestError.boom }
                return x == 1 ? x : nil
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(230, OpsTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
