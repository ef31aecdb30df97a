import XCTest
import RxCore
import RxTest

private enum FlatMapTestError: Error { case boom }

final class ObservableFlatMapTests: XCTestCase {
    /// Inner sequences arriving at 300 (A), 400 (B), 550 (C), 750 (D), 850 (E); A runs
    /// 300…760, so B, C and D arrive while it runs. `end` finishes the outer sequence.
    private func makeSources(_ scheduler: TestScheduler, end: Recorded<Event<TestableObservable<Int>>>? = .completed(900))
        -> (TestableObservable<TestableObservable<Int>>, [TestableObservable<Int>]) {
        let inners = [
            scheduler.createColdObservable([.next(10, 102), .next(90, 103), .next(110, 104), .next(190, 105), .next(440, 106), .completed(460)]),
            scheduler.createColdObservable([.next(180, 202), .next(190, 203), .completed(205)]),
            scheduler.createColdObservable([.next(10, 301), .next(50, 302), .next(70, 303), .next(260, 304), .next(310, 305), .completed(410)]),
            scheduler.createColdObservable([.completed(40)]),
            scheduler.createColdObservable([.next(80, 401), .next(90, 402), .completed(100)]),
        ]
        let times = [300, 400, 550, 750, 850]
        var events: [Recorded<Event<TestableObservable<Int>>>] = zip(times, inners).map { .next($0, $1) }
        if let end { events.append(end) }
        return (scheduler.createHotObservable(events), inners)
    }

    // MARK: flatMap

    func testFlatMap_Complete_WaitsForEveryInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, inners) = makeSources(scheduler)

        let res = scheduler.start { xs.flatMap { $0 } }

        XCTAssertEqual(res.events, [
            .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .next(560, 301), .next(580, 202),
            .next(590, 203), .next(600, 302), .next(620, 303), .next(740, 106), .next(810, 304), .next(860, 305),
            .next(930, 401), .next(940, 402), .completed(960),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
        XCTAssertEqual(inners.map(\.subscriptions), [
            [Subscription(300, 760)], [Subscription(400, 605)], [Subscription(550, 960)],
            [Subscription(750, 790)], [Subscription(850, 950)],
        ])
    }

    func testFlatMap_Never_OuterNotComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, inners) = makeSources(scheduler, end: nil)

        let res = scheduler.start { xs.flatMap { $0 } }

        XCTAssertEqual(res.events.last, .next(940, 402))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(inners[2].subscriptions, [Subscription(550, 960)])
    }

    func testFlatMap_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])
        let res = scheduler.start { xs.flatMap { _ in Observable<Int>.never() } }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testFlatMap_OuterError() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, inners) = makeSources(scheduler, end: .error(900, FlatMapTestError.boom))

        let res = scheduler.start { xs.flatMap { $0 } }

        XCTAssertEqual(Array(res.events.suffix(2)), [.next(860, 305), .error(900, FlatMapTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
        XCTAssertEqual(inners[2].subscriptions, [Subscription(550, 900)])
        XCTAssertEqual(inners[4].subscriptions, [Subscription(850, 900)])
    }

    func testFlatMap_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, inners) = makeSources(scheduler)

        let res = scheduler.start(disposed: 700) { xs.flatMap { $0 } }

        XCTAssertEqual(res.events.last, .next(620, 303))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 700)])
        XCTAssertEqual(inners.map(\.subscriptions), [
            [Subscription(300, 700)], [Subscription(400, 605)], [Subscription(550, 700)], [], [],
        ])
    }

    func testFlatMap_SelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, inners) = makeSources(scheduler)
        var invoked = 0

        let res = scheduler.start {
            xs.flatMap { inner -> TestableObservable<Int> in
                invoked += 1
                if invoked == 3 { throw FlatMapTestError.boom }
                return inner
            }
        }

        XCTAssertEqual(res.events, [.next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .error(550, FlatMapTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
        XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(300, 550)], [Subscription(400, 550)], [], [], []])
    }

    func testFlatMap_AfterManyFinishedInners_StillDisposesTheLiveOne() {
        var disposed = false
        let live = Observable<Int>.create { _ in Disposables.create { disposed = true } }
        let subscription = Observable.range(start: 0, count: 5_000)
            .flatMap { $0 == 2_500 ? live : Observable.just($0) }
            .subscribe()
        XCTAssertFalse(disposed)
        subscription.dispose()
        XCTAssertTrue(disposed)
    }

    // MARK: flatMapFirst

    func testFlatMapFirst_Complete_IgnoresElementsWhileBusy() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, inners) = makeSources(scheduler)

        let res = scheduler.start { xs.flatMapFirst { $0 } }

        XCTAssertEqual(res.events, [
            .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .next(740, 106),
            .next(930, 401), .next(940, 402), .completed(950),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
        XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(300, 760)], [], [], [], [Subscription(850, 950)]])
    }

    func testFlatMapFirst_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, inners) = makeSources(scheduler)

        let res = scheduler.start(disposed: 700) { xs.flatMapFirst { $0 } }

        XCTAssertEqual(res.events, [.next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 700)])
        XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(300, 700)], [], [], [], []])
    }

    func testFlatMapFirst_SelectorIsNotCalledForIgnoredElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, inners) = makeSources(scheduler)
        var invoked = 0

        let res = scheduler.start {
            xs.flatMapFirst { inner -> TestableObservable<Int> in
                invoked += 1
                if invoked == 2 { throw FlatMapTestError.boom }
                return inner
            }
        }

        // The second call is for the element at 850: those at 400, 550 and 750 were skipped.
        XCTAssertEqual(res.events.last, .error(850, FlatMapTestError.boom))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 850)])
        XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(300, 760)], [], [], [], []])
    }

    func testFlatMapFirst_InnerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createColdObservable([.next(10, 1), .error(20, FlatMapTestError.boom)])
        let xs = scheduler.createHotObservable([.next(300, 0), .next(310, 1), .completed(400)])

        let res = scheduler.start { xs.flatMapFirst { _ in failing } }

        XCTAssertEqual(res.events, [.next(310, 1), .error(320, FlatMapTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
        XCTAssertEqual(failing.subscriptions, [Subscription(300, 320)])
    }

    // MARK: concatMap

    private func makeConcatMapSources(_ scheduler: TestScheduler, outerEnd: Int = 400)
        -> (TestableObservable<Int>, [TestableObservable<Int>]) {
        let inners = (0 ..< 3).map { n in
            scheduler.createColdObservable([.next(10, n * 10), .next(20, n * 10 + 1), .completed(30)])
        }
        let xs = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .next(300, 2), .completed(outerEnd)])
        return (xs, inners)
    }

    func testConcatMap_SubscribesOneInnerAtATime() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, inners) = makeConcatMapSources(scheduler)

        let res = scheduler.start { xs.concatMap { inners[$0] } }

        XCTAssertEqual(res.events, [
            .next(220, 0), .next(230, 1), .next(250, 10), .next(260, 11), .next(310, 20), .next(320, 21), .completed(400),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        // The inner for 1 arrived at 220 and waited for the first to complete at 240.
        XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(210, 240)], [Subscription(240, 270)], [Subscription(300, 330)]])
    }

    func testConcatMap_OuterCompletesFirst_WaitsForQueuedInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, inners) = makeConcatMapSources(scheduler, outerEnd: 225)

        let res = scheduler.start { xs.concatMap { inners[$0] } }

        XCTAssertEqual(res.events, [.next(220, 0), .next(230, 1), .next(250, 10), .next(260, 11), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(210, 240)], [Subscription(240, 270)], []])
    }

    func testConcatMap_SelectorRunsWhenTheElementArrives() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, inners) = makeConcatMapSources(scheduler)

        let res = scheduler.start {
            xs.concatMap { n -> TestableObservable<Int> in
                if n == 1 { throw FlatMapTestError.boom }
                return inners[n]
            }
        }

        // 1 arrives at 220 while the first inner runs: the error is immediate, not at 240
        // (and it comes before the inner's own element at 220: hot events were queued first).
        XCTAssertEqual(res.events, [.error(220, FlatMapTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(210, 220)], [], []])
    }

    func testConcatMap_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, inners) = makeConcatMapSources(scheduler)

        let res = scheduler.start(disposed: 250) { xs.concatMap { inners[$0] } }

        XCTAssertEqual(res.events, [.next(220, 0), .next(230, 1)])
        XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(210, 240)], [Subscription(240, 250)], []])
    }
}
