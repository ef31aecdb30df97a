import XCTest
import RxCore
import RxTest

private enum HelperError: Error { case boom }

/// RxTest's assertion overloads pick up event lists (passing cases; a failing one would fail this test).
final class XCTestRxTests: XCTestCase {
    func testRecordedEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, HelperError.boom)])
        let res = scheduler.start { xs.map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(210, 10), .next(220, 20), .error(230, HelperError.boom)])
    }

    func testRecordedOptionalEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, Int?.none), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(210, nil), .next(220, 2), .completed(230)])
    }

    func testPlainEvents() {
        let events: [Event<Int>] = [.next(1), .error(HelperError.boom)]
        XCTAssertEqual(events, [.next(1), .error(HelperError.boom)])
    }

    func testTraitEvents() {
        var singles: [SingleEvent<Int>] = []
        _ = Single.just(1).subscribe { singles.append($0) }
        _ = Single<Int>.error(HelperError.boom).subscribe { singles.append($0) }
        XCTAssertEqual(singles, [.success(1), .failure(HelperError.boom)])

        var maybes: [MaybeEvent<Int>] = []
        _ = Maybe.just(2).subscribe { maybes.append($0) }
        _ = Maybe<Int>.empty().subscribe { maybes.append($0) }
        _ = Maybe<Int>.error(HelperError.boom).subscribe { maybes.append($0) }
        XCTAssertEqual(maybes, [.success(2), .completed, .error(HelperError.boom)])

        var completables: [CompletableEvent] = []
        _ = Completable.empty().subscribe { completables.append($0) }
        _ = Completable.error(HelperError.boom).subscribe { completables.append($0) }
        XCTAssertEqual(completables, [.completed, .error(HelperError.boom)])
    }

    func testRecordedElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b")])
        let res = scheduler.start { xs.asObservable() }
        XCTAssertRecordedElements(res.events, ["a", "b"])
    }

    func testTraitEventsAreEquatable() {
        XCTAssertTrue(MaybeEvent.success(1) == .success(1))
        XCTAssertFalse(MaybeEvent.success(1) == .completed)
        XCTAssertTrue(MaybeEvent<Int>.error(HelperError.boom) == .error(HelperError.boom))
        XCTAssertTrue(CompletableEvent.completed == .completed)
        XCTAssertFalse(CompletableEvent.completed == .error(HelperError.boom))
    }

    func testRecordedEventsFromAnArray() {
        let events = Recorded.events([.next(10, 1), .completed(20)])
        XCTAssertEqual(events, Recorded.events(.next(10, 1), .completed(20)))
    }
}
