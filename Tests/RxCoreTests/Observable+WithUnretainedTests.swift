import XCTest
import RxCore
import RxTest

private final class Owner {
    let name: String
    init(_ name: String) { self.name = name }
}

final class ObservableWithUnretainedTests: XCTestCase {
    func testWithUnretained_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner("o")
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.withUnretained(owner).map { "\($0.0.name) \($0.1)" } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testWithUnretained_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner("o")
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let res = scheduler.start { xs.withUnretained(owner).map { "\($0.0.name) \($0.1)" } }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testWithUnretained_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner("o")
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, OpsTestError.boom)])
        let res = scheduler.start { xs.withUnretained(owner).map { "\($0.0.name) \($0.1)" } }
        XCTAssertEqual(res.events, [.next(210, "o 1"), .error(250, OpsTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testWithUnretained_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner("o")
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start(disposed: 215) { xs.withUnretained(owner).map { "\($0.0.name) \($0.1)" } }
        XCTAssertEqual(res.events, [.next(210, "o 1")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func testWithUnretained_ResultSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner("o")
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.withUnretained(owner) { object, element in "\(object.name)\(element * 10)" } }
        XCTAssertEqual(res.events, [.next(210, "o10"), .next(220, "o20"), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testWithUnretained_ObjectGone_CompletesAtTheNextElement() {
        let scheduler = TestScheduler(initialClock: 0)
        var owner: Owner? = Owner("o")
        let watched = { [weak owner] in owner }
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .next(250, 4), .completed(300)])
        scheduler.scheduleAt(230) { owner = nil }
        let res = scheduler.start { xs.withUnretained(owner!).map { "\($0.0.name) \($0.1)" } }
        XCTAssertEqual(res.events, [.next(210, "o 1"), .next(220, "o 2"), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertNil(watched(), "the operator does not retain the object")
    }

    func testWithUnretained_ObjectGoneBeforeAnyElement_Completes() {
        let scheduler = TestScheduler(initialClock: 0)
        var owner: Owner? = Owner("o")
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { () -> Observable<String> in
            let result = xs.withUnretained(owner!).map { "\($0.0.name) \($0.1)" }
            owner = nil
            return result
        }
        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }
}
