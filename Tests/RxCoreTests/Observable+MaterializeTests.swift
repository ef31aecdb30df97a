import XCTest
import RxCore
import RxTest

final class ObservableMaterializeTests: XCTestCase {
    func testMaterialize_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.materialize() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testMaterialize_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.materialize() }
        XCTAssertEqual(res.events, [.next(250, Event<Int>.completed), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMaterialize_Error_NeverFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(250, OpsTestError.boom)])
        let res = scheduler.start { xs.materialize() }
        XCTAssertEqual(res.events, [.next(210, .next(2)), .next(250, .error(OpsTestError.boom)), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMaterialize_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(230, 3), .completed(250)])
        let res = scheduler.start(disposed: 220) { xs.materialize() }
        XCTAssertEqual(res.events, [.next(210, .next(2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDematerialize_RoundTrip() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .error(250, OpsTestError.boom)])
        let res = scheduler.start { xs.materialize().dematerialize() }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .error(250, OpsTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDematerialize_CompletedElementEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Event<Int>.next(1)), .next(220, .completed), .next(230, .next(2)), .completed(250),
        ])
        let res = scheduler.start { xs.dematerialize() }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDematerialize_ErrorElementFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, Event<Int>.error(OpsTestError.bang)), .completed(250)])
        let res = scheduler.start { xs.dematerialize() }
        XCTAssertEqual(res.events, [.error(210, OpsTestError.bang)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testDematerialize_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, Event<Int>.next(1))])
        let res = scheduler.start { xs.dematerialize() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testDematerialize_SourceEmptyAndSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Event<Int>.self)])
        let res = scheduler.start { xs.dematerialize() }
        XCTAssertEqual(res.events, [.completed(250)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.error(250, OpsTestError.boom, Event<Int>.self)])
        let res2 = scheduler2.start { ys.dematerialize() }
        XCTAssertEqual(res2.events, [.error(250, OpsTestError.boom)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testDematerialize_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, Event<Int>.next(1)), .next(230, .next(2))])
        let res = scheduler.start(disposed: 220) { xs.dematerialize() }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}
