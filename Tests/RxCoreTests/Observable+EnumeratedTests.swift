import XCTest
import RxCore
import RxTest

final class ObservableEnumeratedTests: XCTestCase {
    private func labelled(_ pair: (index: Int, element: String)) -> String { "\(pair.index) \(pair.element)" }

    func testEnumerated_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, "a")])
        let res = scheduler.start { xs.enumerated().map(self.labelled) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testEnumerated_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, "a"), .completed(250)])
        let res = scheduler.start { xs.enumerated().map(self.labelled) }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testEnumerated_SomeData() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, "x"), .next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(300),
        ])
        let res = scheduler.start { xs.enumerated().map(self.labelled) }
        XCTAssertEqual(res.events, [.next(210, "0 a"), .next(220, "1 b"), .next(230, "2 c"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testEnumerated_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .error(250, OpsTestError.boom)])
        let res = scheduler.start { xs.enumerated().map(self.labelled) }
        XCTAssertEqual(res.events, [.next(210, "0 a"), .error(250, OpsTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testEnumerated_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(300)])
        let res = scheduler.start(disposed: 225) { xs.enumerated().map(self.labelled) }
        XCTAssertEqual(res.events, [.next(210, "0 a"), .next(220, "1 b")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func testEnumerated_EachSubscriptionCountsFromZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
        let res = scheduler.start { xs.enumerated().map(self.labelled).concat(xs.enumerated().map(self.labelled)) }
        XCTAssertEqual(res.events, [.next(210, "0 a"), .next(220, "1 b"), .next(240, "0 a"), .next(250, "1 b"), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 260)])
    }

    func testEnumerated_TupleLabels() {
        var seen: [Int] = []
        _ = Observable.of("a", "b").enumerated().subscribe(onNext: { seen.append($0.index); _ = $0.element })
        XCTAssertEqual(seen, [0, 1])
    }
}
