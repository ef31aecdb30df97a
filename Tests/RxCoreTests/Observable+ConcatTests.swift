import XCTest
import RxCore
import RxTest

private enum ConcatTestError: Error { case boom }

final class ObservableConcatTests: XCTestCase {
    // MARK: static concat and concat(_ second:)

    func testConcat_EmptyEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(150, 1), .completed(230)])
        let xs2 = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { Observable.concat([xs1.asObservable(), xs2.asObservable()]) }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(230, 250)])
    }

    func testConcat_NeverFirst_NeverSubscribesTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(150, 1)])
        let xs2 = scheduler.createHotObservable([.next(210, 2), .completed(230)])
        let res = scheduler.start { xs1.concat(xs2) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(xs2.subscriptions, [])
    }

    func testConcat_ErrorFirst_EndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .error(230, ConcatTestError.boom)])
        let xs2 = scheduler.createHotObservable([.next(240, 2), .completed(250)])
        let res = scheduler.start { Observable.concat(xs1.asObservable(), xs2.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(230, ConcatTestError.boom)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [])
    }

    func testConcat_HotSecond_MissesWhatItSentBeforeItsTurn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 2), .completed(230)])
        let xs2 = scheduler.createHotObservable([.next(220, 3), .next(240, 4), .completed(250)])
        let res = scheduler.start { xs1.concat(xs2) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(240, 4), .completed(250)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(230, 250)])
    }

    func testConcat_ColdSources_EachStartsWhenThePreviousCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let ys2 = scheduler.createColdObservable([.next(5, 3), .completed(10)])
        let ys3 = scheduler.createColdObservable([.next(0, 4), .completed(0)])
        let res = scheduler.start { Observable.concat(ys1.asObservable(), ys2.asObservable(), ys3.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(235, 3), .next(240, 4), .completed(240)])
        XCTAssertEqual([ys1, ys2, ys3].map(\.subscriptions), [[Subscription(200, 230)], [Subscription(230, 240)], [Subscription(240, 240)]])
    }

    func testConcat_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .next(20, 3), .completed(30)])
        let res = scheduler.start(disposed: 245) { ys1.concat(ys2) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(230, 245)])
    }

    func testConcat_EmptyCollectionCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.concat([Observable<Int>]()) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testConcat_Sequence_IsWalkedLazilyPerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        var made = 0
        let sources = AnySequence { () -> AnyIterator<Observable<Int>> in
            AnyIterator {
                made += 1
                return Observable.just(made, scheduler: scheduler)
            }
        }
        let res = scheduler.start(disposed: 206) { Observable.concat(sources) }
        // just(_:scheduler:) emits one tick after subscription and completes one tick later.
        XCTAssertEqual(res.events, [.next(201, 1), .next(203, 2), .next(205, 3)])
        XCTAssertEqual(made, 3)
    }

    func testConcat_SynchronousSourcesDoNotGrowTheStack() {
        var count = 0
        _ = Observable.concat(Array(repeating: Observable.just(1), count: 20_000)).subscribe(onNext: { count += $0 })
        XCTAssertEqual(count, 20_000)
    }

    // MARK: concat() on an observable of observables

    func testConcatOuter_QueuesInnersUntilThePreviousCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let ys2 = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(215, ys2), .completed(220)])

        let res = scheduler.start { xs.concat() }

        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 2), .next(250, 3), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(240, 260)])
    }

    func testConcatOuter_ManyQueuedInnersRunInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = (0 ..< 100).map { n in scheduler.createColdObservable([.next(1, n), .completed(2)]) }
        let xs = scheduler.createHotObservable(inners.map { .next(201, $0) })
        let res = scheduler.start { xs.concat() }
        XCTAssertEqual(res.events, (0 ..< 100).map { .next(202 + 2 * $0, $0) })
        XCTAssertEqual(inners[99].subscriptions, [Subscription(399, 401)])
    }

    func testConcatOuter_InnerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .error(20, ConcatTestError.boom)])
        let ys2 = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(215, ys2), .completed(300)])

        let res = scheduler.start { xs.concat() }

        XCTAssertEqual(res.events, [.next(220, 1), .error(230, ConcatTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys2.subscriptions, [])
    }

    // MARK: startWith

    func testStartWith_EmitsOnTheSubscribeTickThenSubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.startWith(-1, 0) }
        XCTAssertEqual(res.events, [.next(200, -1), .next(200, 0), .next(220, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testStartWith_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(250, ConcatTestError.boom, Int.self)])
        let res = scheduler.start { xs.startWith(1) }
        XCTAssertEqual(res.events, [.next(200, 1), .error(250, ConcatTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testStartWith_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .next(240, 3)])
        let res = scheduler.start(disposed: 230) { xs.startWith(1) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testConcat_ReleasesResources() {
        let before = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            _ = scheduler.start { ys.concat(ys).startWith(0) }
            _ = scheduler.start(created: 1100, subscribed: 1200, disposed: 1215) { Observable.concat(ys.asObservable(), Observable.never()) }
        }
        XCTAssertEqual(Resources.total, before)
    }
}
