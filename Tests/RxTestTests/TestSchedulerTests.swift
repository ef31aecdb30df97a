import XCTest
import RxCore
import RxTest

final class TestSchedulerTests: XCTestCase {
    func testHotEventAtSubscribeTickIsMissedAndAtDisposeTickIsDelivered() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(200, 2), .next(210, 3), .next(1000, 4), .next(1001, 5)])
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertEqual(res.events, [.next(210, 6), .next(1000, 8)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testHotCompletionEndsTheSubscriptionAtThatTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250), .next(260, 2)])
        let res = scheduler.start { xs }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testOperatorScheduledWorkGetsTheProcessingDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    func testTimerOfZeroFiresOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 0), .completed(201)])
    }

    func testColdOffsetZeroFiresOnTheSubscribeTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(0, "a"), .next(10, "b"), .completed(20, String.self)])
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 500) { ys }
        XCTAssertEqual(res.events, [.next(200, "a"), .next(210, "b"), .completed(220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testScheduleAtInThePastRunsAtTheCurrentClock() {
        let scheduler = TestScheduler(initialClock: 0)
        var ranAt: [Int] = []
        scheduler.scheduleAt(300) {
            scheduler.scheduleAt(100) { ranAt.append(scheduler.clock) }
        }
        scheduler.start()
        XCTAssertEqual(ranAt, [300])
        XCTAssertEqual(scheduler.clock, 300)
    }

    func testIntervalWithResolutionConvertsSecondsToRoundedTicks() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let res = scheduler.start(created: 0, subscribed: 0, disposed: 20) {
            Observable<Int>.interval(.milliseconds(300), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, (0...5).map { .next(3 * ($0 + 1), $0) })
    }

    func testIntervalShorterThanResolutionStillAdvancesOneTick() {
        // 0.3 s at 1 s per tick rounds to 0 ticks; the processing delay makes it 1.
        // The dispose at 4 was queued before the tick due at 4, so it wins the tie.
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(created: 0, subscribed: 0, disposed: 4) {
            Observable<Int>.interval(.milliseconds(300), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(1, 0), .next(2, 1), .next(3, 2)])
    }

    func testEqualTimesRunInSchedulingOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        var order: [String] = []
        scheduler.scheduleAt(10) { order.append("a") }
        scheduler.scheduleAt(5) { order.append("b") }
        scheduler.scheduleAt(10) { order.append("c") }
        scheduler.start()
        XCTAssertEqual(order, ["b", "a", "c"])
    }

    func testDisposedItemsAreSkippedWithoutMovingTheClock() {
        let scheduler = TestScheduler(initialClock: 0)
        let d = scheduler.scheduleRelative((), dueTime: .seconds(50)) { _ in
            XCTFail("disposed work ran")
            return Disposables.create()
        }
        d.dispose()
        scheduler.scheduleAt(20) {}
        scheduler.start()
        XCTAssertEqual(scheduler.clock, 20)
    }

    func testAdvanceToRunsOnlyDueWork() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let subject = PublishSubjectStandIn(observer: observer)
        scheduler.scheduleAt(300) { subject.send(3) }
        scheduler.scheduleAt(600) { subject.send(6) }
        scheduler.advanceTo(500)
        XCTAssertEqual(observer.events, [.next(300, 3)])
        XCTAssertEqual(scheduler.clock, 500)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(300, 3), .next(600, 6)])
    }
}

/// Keeps this file independent of Subjects.
private struct PublishSubjectStandIn {
    let observer: TestableObserver<Int>
    func send(_ value: Int) { observer.onNext(value) }
}
