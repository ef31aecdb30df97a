import XCTest
import RxCore
import RxTest

private enum WithLatestFromTestError: Error { case boom }

final class ObservableWithLatestFromTests: XCTestCase {
    private func makeFirst(_ scheduler: TestScheduler, end: Recorded<Event<Int>>) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(90, 1), .next(180, 2), .next(250, 3), .next(260, 4), .next(310, 5), .next(340, 6),
            .next(410, 7), .next(420, 8), .next(470, 9), .next(550, 10), end,
        ])
    }

    func testWithLatestFrom_SecondCompletingFirst_KeepsItsLatestElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeFirst(scheduler, end: .completed(590))
        let ys = scheduler.createHotObservable([.next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .completed(400)])

        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }

        XCTAssertEqual(res.events, [
            .next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .next(410, "7qux"),
            .next(420, "8qux"), .next(470, "9qux"), .next(550, "10qux"), .completed(590),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 590)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
    }

    func testWithLatestFrom_FirstCompletingEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeFirst(scheduler, end: .completed(390))
        let ys = scheduler.createHotObservable([.next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .completed(400)])

        let res = scheduler.start { xs.withLatestFrom(ys) }

        XCTAssertEqual(res.events, [.next(260, "bar"), .next(310, "bar"), .next(340, "foo"), .completed(390)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 390)])
    }

    func testWithLatestFrom_SecondNeverEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeFirst(scheduler, end: .completed(590))
        let ys: TestableObservable<String> = scheduler.createHotObservable([.completed(300)])
        let res = scheduler.start { xs.withLatestFrom(ys) }
        XCTAssertEqual(res.events, [.completed(590)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testWithLatestFrom_FirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeFirst(scheduler, end: .error(430, WithLatestFromTestError.boom))
        let ys = scheduler.createHotObservable([.next(255, "bar"), .next(330, "foo")])

        let res = scheduler.start { xs.withLatestFrom(ys) }

        XCTAssertEqual(res.events.last, .error(430, WithLatestFromTestError.boom))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 430)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 430)])
    }

    func testWithLatestFrom_SecondError_EndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeFirst(scheduler, end: .completed(590))
        let ys = scheduler.createHotObservable([.next(255, "bar"), .error(290, WithLatestFromTestError.boom)])

        let res = scheduler.start { xs.withLatestFrom(ys) }

        XCTAssertEqual(res.events, [.next(260, "bar"), .error(290, WithLatestFromTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 290)])
    }

    func testWithLatestFrom_SelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeFirst(scheduler, end: .completed(590))
        let ys = scheduler.createHotObservable([.next(255, "bar"), .next(330, "foo")])

        let res = scheduler.start {
            xs.withLatestFrom(ys) { x, y -> String in
                if x == 5 { throw WithLatestFromTestError.boom }
                return "\(x)\(y)"
            }
        }

        XCTAssertEqual(res.events, [.next(260, "4bar"), .error(310, WithLatestFromTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 310)])
    }

    func testWithLatestFrom_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeFirst(scheduler, end: .completed(590))
        let ys = scheduler.createHotObservable([.next(255, "bar")])
        let res = scheduler.start(disposed: 300) { xs.withLatestFrom(ys) }
        XCTAssertEqual(res.events, [.next(260, "bar")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testWithLatestFrom_SubscribesToTheSecondSourceFirst() {
        // Both cold sources emit on the subscribe tick; the second was subscribed first,
        // so its element is already there when the first one's arrives.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(0, 1), .completed(10)])
        let ys = scheduler.createColdObservable([.next(0, "a"), .completed(10)])
        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(200, "1a"), .completed(210)])
    }

    func testWithLatestFrom_NilIsALatestElementToo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let ys = scheduler.createHotObservable([.next(220, Int?.none)])
        let res = scheduler.start { xs.withLatestFrom(ys) { x, y in "\(x)\(String(describing: y))" } }
        XCTAssertEqual(res.events, [.next(230, "2nil")])
    }
}
