import XCTest
import RxCore
import RxTest

final class ObservableSkipTests: XCTestCase {
    // MARK: skip(_ count:)

    func testSkip_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.skip(2) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testSkip_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.skip(2) }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSkip_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .error(250, OpsTestError.boom)])
        let res = scheduler.start { xs.skip(2) }
        XCTAssertEqual(res.events, [.next(230, 3), .error(250, OpsTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSkip_SomeData() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .next(40, 4), .completed(50)])
        let res = scheduler.start { xs.skip(2) }
        XCTAssertEqual(res.events, [.next(230, 3), .next(240, 4), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSkip_ZeroAndNegativeSkipNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let zero = scheduler.start { xs.skip(0) }
        XCTAssertEqual(zero.events, [.next(210, 1), .next(220, 2), .completed(250)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .completed(250)])
        let negative = scheduler2.start { ys.skip(-3) }
        XCTAssertEqual(negative.events, [.next(210, 1), .completed(250)])
    }

    func testSkip_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let res = scheduler.start(disposed: 235) { xs.skip(1) }
        XCTAssertEqual(res.events, [.next(220, 2), .next(230, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    }

    // MARK: skip(while:)

    func testSkipWhile_OpensOnceForGood() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 5), .next(240, 1), .completed(250)])
        var calls = 0
        let res = scheduler.start { xs.skip(while: { calls += 1; return $0 < 3 }) }
        XCTAssertEqual(res.events, [.next(230, 5), .next(240, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(calls, 3, "the predicate is not asked again once it failed")
    }

    func testSkipWhile_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { xs.skip(while: { $0 < 3 }) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testSkipWhile_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let res = scheduler.start { xs.skip(while: { $0 < 3 }) }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSkipWhile_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, OpsTestError.boom)])
        let res = scheduler.start { xs.skip(while: { $0 < 3 }) }
        XCTAssertEqual(res.events, [.error(250, OpsTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSkipWhile_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 5), .next(220, 6), .next(230, 7), .completed(250)])
        let res = scheduler.start(disposed: 225) { xs.skip(while: { $0 < 3 }) }
        XCTAssertEqual(res.events, [.next(210, 5), .next(220, 6)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func testSkipWhile_PredicateThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start {
            xs.skip(while: { x in
                if x == 2 { throw OpsTestError.boom }
                return true
            })
        }
        XCTAssertEqual(res.events, [.error(220, OpsTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    // MARK: skip(until:)

    func testSkipUntil_OtherEmits_ThenSourcePassesAndOtherIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
        let other = scheduler.createHotObservable([.next(150, "x"), .next(225, "go"), .completed(260)])
        let res = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(res.events, [.next(230, 4), .next(240, 5), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
    }

    func testSkipUntil_SourceCompletesFirst_NoCompletedEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let other = scheduler.createHotObservable([.next(300, "late")])
        let res = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 250)])
    }

    func testSkipUntil_OtherCompletesWithoutElement_SourceIsSkippedForEver() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
        let other = scheduler.createHotObservable([.next(150, "x"), .completed(225, String.self)])
        let res = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
    }

    func testSkipUntil_SourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(220, OpsTestError.boom)])
        let other = scheduler.createHotObservable([.next(230, "x"), .completed(250)])
        let res = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(res.events, [.error(220, OpsTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
    }

    func testSkipUntil_OtherError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(230, 4), .completed(250)])
        let other = scheduler.createHotObservable([.error(225, OpsTestError.bang, String.self)])
        let res = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(res.events, [.error(225, OpsTestError.bang)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
    }

    func testSkipUntil_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let other = scheduler.createHotObservable([.next(150, "x")])
        let res = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 1000)])
    }

    func testSkipUntil_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(230, 4), .completed(250)])
        let other = scheduler.createHotObservable([.next(220, "go")])
        let res = scheduler.start(disposed: 240) { xs.skip(until: other) }
        XCTAssertEqual(res.events, [.next(230, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
    }

    func testSkipUntil_SourceIsSubscribedBeforeTheOther() {
        var order: [String] = []
        let source = Observable<Int>.create { _ in order.append("source"); return Disposables.create() }
        let other = Observable<Int>.create { _ in order.append("other"); return Disposables.create() }
        source.skip(until: other).subscribe().dispose()
        XCTAssertEqual(order, ["source", "other"])
    }
}
