import XCTest
import RxCore
import RxTest

private enum TimeTestError: Error { case boom }

final class ObservableThrottleTests: XCTestCase {
    private let burst: [Recorded<Event<Int>>] = [
        .next(150, 0), .next(210, 1), .next(220, 2), .next(225, 3), .next(245, 4), .next(300, 5), .completed(400),
    ]

    /// The first element goes through; the last one of each silence is sent when it ends.
    func testThrottle_LatestSendsTheLastElementWhenTheWindowCloses() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(burst)
        let res = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .next(250, 4), .next(300, 5), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testThrottle_NotLatestDropsWhatArrivesInTheWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(burst)
        let res = scheduler.start { xs.throttle(.seconds(20), latest: false, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(245, 4), .next(300, 5), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testThrottle_ElementExactlyOneWindowLaterGoesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let res = scheduler.start { xs.throttle(.seconds(20), latest: false, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2)])
    }

    func testThrottle_CompletionWaitsForThePendingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
        let res = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testThrottle_ErrorIsImmediateAndDropsThePendingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .error(220, TimeTestError.boom)])
        let res = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TimeTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testThrottle_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(300, Int.self)])
        let res = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testThrottle_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])
        let res = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testThrottle_DisposeCancelsThePendingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2)])
        let res = scheduler.start(disposed: 225) { xs.throttle(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func testThrottle_MillisecondsWithResolution() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(211, 2), .next(212, 3), .next(220, 4)])
        // 300 ms is 3 ticks.
        let res = scheduler.start { xs.throttle(.milliseconds(300), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(213, 3), .next(220, 4)])
    }

    /// The picture in the doc comment.
    func testThrottle_DocExample() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(2, "a"), .next(4, "b"), .next(5, "c"), .next(15, "d"), .completed(17)])
        let latest = scheduler.start(created: 0, subscribed: 0, disposed: 100) { xs.throttle(.seconds(4), scheduler: scheduler) }
        XCTAssertEqual(latest.events, [.next(2, "a"), .next(6, "c"), .next(15, "d"), .completed(17)])
        let s2 = TestScheduler(initialClock: 0)
        let ys = s2.createHotObservable([.next(2, "a"), .next(4, "b"), .next(5, "c"), .next(15, "d"), .completed(17)])
        let first = s2.start(created: 0, subscribed: 0, disposed: 100) { ys.throttle(.seconds(4), latest: false, scheduler: s2) }
        XCTAssertEqual(first.events, [.next(2, "a"), .next(15, "d"), .completed(17)])
    }
}
