import XCTest
import RxCore
import RxTest

private enum AmbTestError: Error { case boom }

final class ObservableAmbTests: XCTestCase {
    func testAmb_NeverNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(150, 1)])
        let r = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { l.amb(r) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 1000)])
    }

    func testAmb_EmptyFirst_CompletionWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(150, 1), .completed(225)])
        let r = scheduler.createHotObservable([.next(150, 1), .next(230, 2), .completed(240)])
        let res = scheduler.start { l.amb(r) }
        XCTAssertEqual(res.events, [.completed(225)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func testAmb_RightFirst_LeftIsDisposedAtThatTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(250)])
        let r = scheduler.createHotObservable([.next(150, 1), .next(210, 3), .next(230, 4), .completed(240)])
        let res = scheduler.start { l.amb(r) }
        XCTAssertEqual(res.events, [.next(210, 3), .next(230, 4), .completed(240)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 240)])
    }

    func testAmb_ErrorFirst_ErrorWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(150, 1), .error(210, AmbTestError.boom)])
        let r = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { l.amb(r) }
        XCTAssertEqual(res.events, [.error(210, AmbTestError.boom)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 210)])
    }

    func testAmb_WinnerErrorLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 1), .error(220, AmbTestError.boom)])
        let r = scheduler.createHotObservable([.next(215, 2), .completed(250)])
        let res = scheduler.start { l.amb(r) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, AmbTestError.boom)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 210)])
    }

    func testAmb_SameTick_TheSourceWhoseEventWasQueuedFirstWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let r = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let res = scheduler.start { l.amb(r) }
        // Both fire at 210; left was subscribed first, so its event was queued first.
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 210)])
    }

    func testAmb_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 1), .next(300, 3)])
        let r = scheduler.createHotObservable([.next(220, 2)])
        let res = scheduler.start(disposed: 250) { l.amb(r) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 210)])
    }

    func testAmbSequence_SubscribesAllInOrderAndKeepsTheFirstToReact() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createColdObservable([.next(30, 1), .completed(40)])
        let x2 = scheduler.createColdObservable([.next(10, 2), .next(15, 3), .completed(20)])
        let x3 = scheduler.createColdObservable([.next(20, 4), .completed(50)])
        let res = scheduler.start { Observable.amb([x1, x2, x3].map { $0.asObservable() }) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(215, 3), .completed(220)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(x3.subscriptions, [Subscription(200, 210)])
    }

    func testAmbSequence_EmptyNeverEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.amb([]) }
        XCTAssertEqual(res.events, [])
    }

    func testAmb_ReleasesResources() {
        let before = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            _ = scheduler.start { Observable.amb([xs.asObservable(), Observable.never(), xs.asObservable()]) }
        }
        XCTAssertEqual(Resources.total, before)
    }
}
