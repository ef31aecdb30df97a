import XCTest
import RxCore
import RxTest

private enum TimeTestError: Error { case boom }

final class ObservableDelayTests: XCTestCase {
    private let source: [Recorded<Event<Int>>] = [.next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .completed(550)]

    func testDelay_ShiftsElementsAndCompletion() {
        for (delay, shift) in [(50, 50), (100, 100), (150, 150)] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(source)
            let res = scheduler.start { xs.delay(.seconds(delay), scheduler: scheduler) }
            XCTAssertEqual(res.events, [.next(250 + shift, 2), .next(350 + shift, 3), .next(450 + shift, 4), .completed(550 + shift)], "delay \(delay)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
        }
    }

    func testDelay_ErrorIsNotDelayed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .error(550, TimeTestError.boom)])
        let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
        // 4 would be due at 600: the error at 550 overtakes it.
        XCTAssertEqual(res.events, [.next(400, 2), .next(500, 3), .error(550, TimeTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func testDelay_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250, Int.self)])
        let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDelay_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .error(250, TimeTestError.boom, Int.self)])
        let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(250, TimeTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDelay_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])
        let res = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    /// One timer at a time: after sending the first of two elements from the same tick,
    /// the second is due "now", which on the test scheduler is the next tick.
    func testDelay_TwoElementsOnOneTickComeOutOneTickApart() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(215, 3), .completed(215)])
        let res = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(220, 1), .next(221, 2), .next(225, 3), .completed(226)])
    }

    func testDelay_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let res = scheduler.start(disposed: 250) { xs.delay(.seconds(35), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(245, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDelay_ColdSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(0, "a"), .next(30, "b"), .completed(40)])
        let res = scheduler.start { ys.delay(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(220, "a"), .next(250, "b"), .completed(260)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    /// A steady stream keeps the queue from ever emptying: timing and order hold throughout.
    func testDelay_SteadyStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 600) {
            Observable<Int>.interval(.seconds(1), scheduler: scheduler).delay(.seconds(5), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, (0...393).map { Recorded.next(206 + $0, $0) })
    }

    func testDelay_ReleasesEverythingWhenDone() {
        let before = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            _ = Observable.just(1).delay(.seconds(100), scheduler: scheduler).subscribe()
            _ = Observable<Int>.error(TimeTestError.boom).delay(.seconds(100), scheduler: scheduler).subscribe(onError: { _ in })
            scheduler.start()
        }
        XCTAssertEqual(Resources.total, before)
    }
}

final class ObservableDelaySubscriptionTests: XCTestCase {
    func testDelaySubscription_ShiftsTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .completed(70)])
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(280, 42), .next(290, 43), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 300)])
    }

    func testDelaySubscription_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42), .error(70, TimeTestError.boom)])
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(280, 42), .error(300, TimeTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 300)])
    }

    func testDelaySubscription_HotSourceMissesWhatCameBefore() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(250)])
        let res = scheduler.start { xs.delaySubscription(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(240, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(220, 250)])
    }

    func testDelaySubscription_ZeroWaitsOneTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(0, 1), .completed(5)])
        let res = scheduler.start { xs.delaySubscription(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .completed(206)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 206)])
    }

    func testDelaySubscription_DisposedBeforeSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42)])
        let res = scheduler.start(disposed: 220) { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testDelaySubscription_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43)])
        let res = scheduler.start(disposed: 285) { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(280, 42)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 285)])
    }
}
