import XCTest
import RxCore
import RxTest

final class ObservableDistinctUntilChangedTests: XCTestCase {
    func testDistinctUntilChanged_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testDistinctUntilChanged_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDistinctUntilChanged_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 1), .error(250, OpsTestError.boom)])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 1), .error(250, OpsTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDistinctUntilChanged_SomeChanges() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(215, 3), .next(220, 3), .next(225, 2), .next(230, 2),
            .next(235, 1), .next(240, 1), .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged() }
        // The 150 element was before the subscription: 2 is the first, not a repeat.
        XCTAssertEqual(res.events, [.next(210, 2), .next(215, 3), .next(225, 2), .next(235, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDistinctUntilChanged_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let res = scheduler.start(disposed: 225) { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func testDistinctUntilChanged_KeySelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "A"), .next(230, "b"), .next(240, "a"), .completed(250)])
        let res = scheduler.start { xs.distinctUntilChanged { $0.lowercased() } }
        XCTAssertEqual(res.events, [.next(210, "a"), .next(230, "b"), .next(240, "a"), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDistinctUntilChanged_ComparerComparesWithLastEmitted() {
        // The comparison is against the last element let through, not the last one seen:
        // 1, 2, 3 with "differs by at most 1" lets 1 and 3 through.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
        let res = scheduler.start { xs.distinctUntilChanged { abs($0 - $1) <= 1 } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDistinctUntilChanged_KeySelectorAndComparer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 10), .next(220, 15), .next(230, 21), .completed(250)])
        let res = scheduler.start { xs.distinctUntilChanged({ $0 / 10 }, comparer: { $0 == $1 }) }
        XCTAssertEqual(res.events, [.next(210, 10), .next(230, 21), .completed(250)])
    }

    func testDistinctUntilChanged_KeyPath() {
        struct Item: Equatable { let id: Int; let name: String }
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Item(id: 1, name: "a")), .next(220, Item(id: 1, name: "b")),
            .next(230, Item(id: 2, name: "c")), .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged(at: \.id) }
        XCTAssertEqual(res.events, [.next(210, Item(id: 1, name: "a")), .next(230, Item(id: 2, name: "c")), .completed(250)])
    }

    func testDistinctUntilChanged_OptionalKeysNilIsAKey() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, Int?.none), .next(220, nil), .next(230, 1), .next(240, nil), .completed(250)])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, nil), .next(230, 1), .next(240, nil), .completed(250)])
    }

    func testDistinctUntilChanged_KeySelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start {
            xs.distinctUntilChanged { (x: Int) -> Int in
                if x == 3 { throw OpsTestError.boom }
                return x
            }
        }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, OpsTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDistinctUntilChanged_ComparerThrows() {
        // The comparer is not called for the first element.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start {
            xs.distinctUntilChanged { (_: Int, _: Int) -> Bool in throw OpsTestError.boom }
        }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, OpsTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}
