import XCTest
import RxCore
import RxTest

private enum TimeTestError: Error { case boom }

final class ObservableBufferTests: XCTestCase {
    private let source: [Recorded<Event<Int>>] = [
        .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5),
        .next(350, 6), .next(370, 7), .next(420, 8), .next(470, 9), .completed(600),
    ]

    /// A full buffer goes out at once and restarts the timer; an expired timer sends
    /// whatever is there, even nothing; completion sends the last (possibly empty) buffer.
    func testBuffer_CountOrTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(source)
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [
            .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]),
            .next(510, [9]), .next(580, []), .next(600, []), .completed(600),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testBuffer_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .error(300, TimeTestError.boom)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(240, [1, 2, 3]), .error(300, TimeTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testBuffer_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250, Int.self)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(100), count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(250, []), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testBuffer_NeverSendsEmptyBuffersOnTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])
        let res = scheduler.start(disposed: 450) { xs.buffer(timeSpan: .seconds(100), count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(300, []), .next(400, [])])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
    }

    func testBuffer_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(source)
        let res = scheduler.start(disposed: 370) { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        // The dispose at 370 was queued after the hot element at 370, which fills the buffer.
        XCTAssertEqual(res.events, [.next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7])])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 370)])
    }

    /// The picture in the doc comment.
    func testBuffer_DocExample() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(1, 1), .next(3, 2), .next(5, 3), .next(12, 4), .completed(14)])
        let res = scheduler.start(created: 0, subscribed: 0, disposed: 100) { xs.buffer(timeSpan: .seconds(5), count: 2, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(3, [1, 2]), .next(8, [3]), .next(13, [4]), .next(14, []), .completed(14)])
    }
}
