import XCTest
import RxCore
import RxTest

private enum TimeTestError: Error { case boom }

final class ObservableSampleTests: XCTestCase {
    func testSample_EmitsTheLatestNewElementOnEachTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .next(260, 4), .completed(320)])
        let ticks = scheduler.createHotObservable([.next(150, "x"), .next(250, "a"), .next(280, "b"), .next(300, "c"), .next(350, "d"), .next(400, "e")])
        let res = scheduler.start { xs.sample(ticks) }
        // 280: 4; 300: nothing new; 350: the source has completed, so does the result.
        XCTAssertEqual(res.events, [.next(250, 3), .next(280, 4), .completed(350)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 350)])
    }

    func testSample_DefaultValueFillsTicksWithoutNewElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(320)])
        let ticks = scheduler.createHotObservable([.next(250, "a"), .next(280, "b"), .next(350, "c")])
        let res = scheduler.start { xs.sample(ticks, defaultValue: 0) }
        XCTAssertEqual(res.events, [.next(250, 3), .next(280, 0), .next(350, 0), .completed(350)])
    }

    /// The sampler completing counts as a last tick; the result does not complete.
    func testSample_SamplerCompletionIsALastTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(330, 3), .completed(400)])
        let ticks = scheduler.createHotObservable([.next(250, "a"), .completed(280, String.self)])
        let res = scheduler.start { xs.sample(ticks) }
        XCTAssertEqual(res.events, [.next(250, 1), .next(280, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 280)])
    }

    func testSample_SourceErrorIsImmediate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TimeTestError.boom)])
        let ticks = scheduler.createHotObservable([.next(250, "a")])
        let res = scheduler.start { xs.sample(ticks) }
        XCTAssertEqual(res.events, [.error(230, TimeTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 230)])
    }

    func testSample_SamplerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let ticks = scheduler.createHotObservable([.next(250, "a"), .error(270, TimeTestError.boom, String.self)])
        let res = scheduler.start { xs.sample(ticks) }
        XCTAssertEqual(res.events, [.next(250, 1), .error(270, TimeTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 270)])
    }

    func testSample_NeverAndEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])
        let ticks = scheduler.createHotObservable([.next(250, "a"), .next(300, "b")])
        XCTAssertEqual(scheduler.start { xs.sample(ticks) }.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])

        let s2 = TestScheduler(initialClock: 0)
        let empty = s2.createHotObservable([Recorded<Event<Int>>.completed(220)])
        let ticks2 = s2.createHotObservable([.next(250, "a")])
        XCTAssertEqual(s2.start { empty.sample(ticks2) }.events, [.completed(250)])
    }

    func testSample_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let ticks = scheduler.createHotObservable([.next(250, "a"), .next(300, "b")])
        let res = scheduler.start(disposed: 280) { xs.sample(ticks) }
        XCTAssertEqual(res.events, [.next(250, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 280)])
    }

    /// The picture in the doc comment.
    func testSample_DocExample() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(2, 1), .next(4, 2), .next(10, 3), .completed(15)])
        let ticks = scheduler.createHotObservable([.next(5, "x"), .next(8, "x"), .next(13, "x"), .next(18, "x")])
        let res = scheduler.start(created: 0, subscribed: 0, disposed: 100) { xs.sample(ticks) }
        XCTAssertEqual(res.events, [.next(5, 2), .next(13, 3), .completed(18)])
    }
}
