import XCTest
import RxCore
import RxTest

final class ObservableSkipForTests: XCTestCase {
    func testSkipTime_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.skip(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testSkipTime_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let res = scheduler.start { xs.skip(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testSkipTime_ErrorDuringTheSkip() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, OpsTestError.boom)])
        let res = scheduler.start { xs.skip(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(220, OpsTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSkipTime_Zero_SkipsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.skip(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testSkipTime_Some() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let res = scheduler.start { xs.skip(.seconds(15), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(220, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testSkipTime_AllSkipped() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.skip(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testSkipTime_HotElementOnTheDueTick_IsDropped() {
        // The hot element at 220 was scheduled (at creation) before the timer (at 200).
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let res = scheduler.start { xs.skip(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 3), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testSkipTime_ColdElementOnTheDueTick_GetsThrough() {
        // The cold element at 220 is scheduled at subscription, after the timer.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
        let res = scheduler.start { xs.skip(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(220, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testSkipTime_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let res = scheduler.start(disposed: 225) { xs.skip(.seconds(15), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }
}
