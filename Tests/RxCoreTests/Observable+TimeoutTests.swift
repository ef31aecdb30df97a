import XCTest
import RxCore
import RxTest

private enum TimeTestError: Error { case boom }

final class ObservableTimeoutTests: XCTestCase {
    func testTimeout_FailsWhenTheGapIsTooLong() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(230, 2), .next(260, 3), .next(300, 4), .completed(400),
        ])
        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(260, 3), .error(290, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
    }

    /// The timer due at 260 loses to the element queued for 260 when the source was created.
    func testTimeout_ElementOnTheDueTickWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 1), .next(260, 2), .completed(280)])
        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 1), .next(260, 2), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)])
    }

    func testTimeout_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])
        let res = scheduler.start { xs.timeout(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(300, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTimeout_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250, Int.self)])
        let res = scheduler.start { xs.timeout(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTimeout_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .error(250, TimeTestError.boom, Int.self)])
        let res = scheduler.start { xs.timeout(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(250, TimeTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTimeoutOther_SwitchesAndDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)])
        let ys = scheduler.createColdObservable([.next(5, 100), .next(15, 101), .completed(20)])
        let res = scheduler.start { xs.timeout(.seconds(20), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(235, 100), .next(245, 101), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testTimeoutOther_NotNeededWhenTheSourceKeepsUp() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(225, 2), .completed(240)])
        let ys = scheduler.createColdObservable([Recorded<Event<Int>>.next(5, 100)])
        let res = scheduler.start { xs.timeout(.seconds(20), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(225, 2), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testTimeoutOther_TimesOutBeforeTheFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 1)])
        let ys = scheduler.createColdObservable([.next(0, 100), .error(10, TimeTestError.boom)])
        let res = scheduler.start { xs.timeout(.seconds(20), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(220, 100), .error(230, TimeTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 230)])
    }

    func testTimeoutOther_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createColdObservable([.next(5, 100), .next(150, 101)])
        let res = scheduler.start(disposed: 300) { xs.timeout(.seconds(20), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(235, 100)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 300)])
    }

    /// The pictures in the doc comments.
    func testTimeout_DocExamples() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(2, 1), .next(5, 2), .next(15, 3), .completed(18)])
        let res = scheduler.start(created: 0, subscribed: 0, disposed: 100) { xs.timeout(.seconds(5), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(2, 1), .next(5, 2), .error(10, RxError.timeout)])

        let s2 = TestScheduler(initialClock: 0)
        let source = s2.createHotObservable([.next(2, "1"), .next(5, "2"), .next(15, "3"), .completed(18)])
        let other = s2.createColdObservable([.next(1, "a"), .next(3, "b"), .completed(5)])
        let switched = s2.start(created: 0, subscribed: 0, disposed: 100) { source.timeout(.seconds(5), other: other, scheduler: s2) }
        XCTAssertEqual(switched.events, [.next(2, "1"), .next(5, "2"), .next(11, "a"), .next(13, "b"), .completed(15)])
    }
}
