import XCTest
import RxCore
import RxTest

private enum MergeTestError: Error { case boom, other }

final class ObservableMergeTests: XCTestCase {
    // MARK: merge() on an observable of observables

    func testMerge_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<TestableObservable<Int>> = scheduler.createHotObservable([])
        let res = scheduler.start { xs.merge() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testMerge_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<TestableObservable<Int>> = scheduler.createHotObservable([.completed(250)])
        let res = scheduler.start { xs.merge() }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMerge_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<TestableObservable<Int>> = scheduler.createHotObservable([.error(250, MergeTestError.boom)])
        let res = scheduler.start { xs.merge() }
        XCTAssertEqual(res.events, [.error(250, MergeTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMerge_Data_WaitsForInnerSequences() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .next(110, 103), .next(120, 104),
                                                  .next(210, 105), .next(220, 106), .completed(230)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204), .completed(50)])
        let ys3 = scheduler.createColdObservable([.next(10, 301), .next(20, 302), .next(30, 303), .next(40, 304),
                                                  .next(120, 305), .completed(150)])
        let xs = scheduler.createHotObservable([.next(300, ys1), .next(400, ys2), .next(500, ys3), .completed(600)])

        let res = scheduler.start { xs.merge() }

        XCTAssertEqual(res.events, [
            .next(310, 101), .next(320, 102), .next(410, 103), .next(410, 201), .next(420, 104), .next(420, 202),
            .next(430, 203), .next(440, 204), .next(510, 105), .next(510, 301), .next(520, 106), .next(520, 302),
            .next(530, 303), .next(540, 304), .next(620, 305), .completed(650),
        ])
        // The outer subscription ends when the outer completes, though inners still run.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 530)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(400, 450)])
        XCTAssertEqual(ys3.subscriptions, [Subscription(500, 650)])
    }

    func testMerge_InnerError_DisposesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(110, 103), .completed(230)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .error(50, MergeTestError.boom)])
        let ys3 = scheduler.createColdObservable([.next(10, 301), .completed(150)])
        let xs = scheduler.createHotObservable([.next(300, ys1), .next(400, ys2), .next(500, ys3), .completed(600)])

        let res = scheduler.start { xs.merge() }

        XCTAssertEqual(res.events, [.next(310, 101), .next(410, 103), .next(410, 201), .error(450, MergeTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 450)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(400, 450)])
        XCTAssertEqual(ys3.subscriptions, [])
    }

    func testMerge_OuterError_DisposesInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(110, 103), .completed(230)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .completed(50)])
        let xs = scheduler.createHotObservable([.next(300, ys1), .next(400, ys2), .error(500, MergeTestError.boom)])

        let res = scheduler.start { xs.merge() }

        XCTAssertEqual(res.events, [.next(310, 101), .next(410, 103), .next(410, 201), .error(500, MergeTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 500)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(400, 450)])
    }

    func testMerge_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(110, 103), .completed(230)])
        let xs = scheduler.createHotObservable([.next(300, ys1), .completed(600)])

        let res = scheduler.start(disposed: 350) { xs.merge() }

        XCTAssertEqual(res.events, [.next(310, 101)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 350)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 350)])
    }

    // MARK: merge(maxConcurrent:)

    private func makeConcatSources(_ scheduler: TestScheduler, ys3End: Recorded<Event<Int>> = .completed(130))
        -> (TestableObservable<TestableObservable<Int>>, [TestableObservable<Int>]) {
        let ys1 = scheduler.createColdObservable([.next(50, 1), .next(100, 2), .next(120, 3), .completed(140)])
        let ys2 = scheduler.createColdObservable([.next(20, 4), .next(70, 5), .completed(200)])
        let ys3 = scheduler.createColdObservable([.next(10, 6), .next(90, 7), .next(110, 8), ys3End])
        let ys4 = scheduler.createColdObservable([.next(210, 9), .next(240, 10), .completed(300)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(260, ys2), .next(270, ys3), .next(320, ys4), .completed(400)])
        return (xs, [ys1, ys2, ys3, ys4])
    }

    func testMergeMaxConcurrent_QueuesAndSubscribesInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, ys) = makeConcatSources(scheduler)

        let res = scheduler.start { xs.merge(maxConcurrent: 2) }

        XCTAssertEqual(res.events, [
            .next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 6),
            .next(440, 7), .next(460, 8), .next(670, 9), .next(700, 10), .completed(760),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        // ys3 waits until ys1 completes at 350; ys4 until ys2 completes at 460.
        XCTAssertEqual(ys.map(\.subscriptions), [
            [Subscription(210, 350)], [Subscription(260, 460)], [Subscription(350, 480)], [Subscription(460, 760)],
        ])
    }

    func testMergeMaxConcurrent_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, ys) = makeConcatSources(scheduler)

        let res = scheduler.start(disposed: 450) { xs.merge(maxConcurrent: 2) }

        XCTAssertEqual(res.events, [
            .next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 6), .next(440, 7),
        ])
        XCTAssertEqual(ys.map(\.subscriptions), [
            [Subscription(210, 350)], [Subscription(260, 450)], [Subscription(350, 450)], [],
        ])
    }

    func testMergeMaxConcurrent_InnerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, ys) = makeConcatSources(scheduler, ys3End: .error(140, MergeTestError.boom))

        let res = scheduler.start { xs.merge(maxConcurrent: 2) }

        XCTAssertEqual(res.events, [
            .next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 6),
            .next(440, 7), .next(460, 8), .error(490, MergeTestError.boom),
        ])
        XCTAssertEqual(ys.map(\.subscriptions), [
            [Subscription(210, 350)], [Subscription(260, 460)], [Subscription(350, 490)], [Subscription(460, 490)],
        ])
    }

    func testMergeMaxConcurrent_QueuedSynchronousInnersDoNotGrowTheStack() {
        // 20 000 inners queue behind the first; when it completes, each next one completes
        // while being subscribed. The next subscription goes through the trampoline.
        var first: AnyObserver<Int>?
        var count = 0
        _ = Observable<Int>.create { observer in
            for element in 0 ..< 20_000 { observer.onNext(element) }
            return Disposables.create()
        }
        .concatMap { element -> Observable<Int> in
            element == 0 ? Observable.create { first = $0; return Disposables.create() } : Observable.just(element)
        }
        .subscribe(onNext: { _ in count += 1 })
        first?.onCompleted()
        XCTAssertEqual(count, 19_999)
    }

    // MARK: static merge

    func testMergeSources_EmptyCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let variadic = scheduler.start { Observable<Int>.merge() }
        let array = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { Observable<Int>.merge([]) }
        XCTAssertEqual(variadic.events, [.completed(200)])
        XCTAssertEqual(array.events, [.completed(1200)])
    }

    func testMergeSources_SubscribesAllAtOnceAndCompletesWhenAllDo() {
        let factories: [(Observable<Int>, Observable<Int>, Observable<Int>) -> Observable<Int>] = [
            { Observable.merge($0, $1, $2) },
            { Observable.merge([$0, $1, $2]) },
            { Observable.merge(AnyCollection([$0, $1, $2])) },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .completed(230)])
            let ys2 = scheduler.createColdObservable([.next(10, 201), .next(20, 202), .completed(50)])
            let ys3 = scheduler.createColdObservable([.next(10, 301), .next(20, 302), .completed(150)])

            let res = scheduler.start { factory(ys1.asObservable(), ys2.asObservable(), ys3.asObservable()) }

            XCTAssertEqual(res.events, [
                .next(210, 101), .next(210, 201), .next(210, 301), .next(220, 102), .next(220, 202), .next(220, 302),
                .completed(430),
            ])
            XCTAssertEqual(ys1.subscriptions, [Subscription(200, 430)])
            XCTAssertEqual(ys2.subscriptions, [Subscription(200, 250)])
            XCTAssertEqual(ys3.subscriptions, [Subscription(200, 350)])
        }
    }

    func testMergeSources_EmptyFirstSourceDoesNotCompleteEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 201), .completed(50)])
        let res = scheduler.start { Observable.merge(Observable<Int>.empty(), ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 201), .completed(250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testMergeSources_InnerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .completed(230)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .error(15, MergeTestError.boom)])
        let ys3 = scheduler.createColdObservable([.next(10, 301), .completed(150)])

        let res = scheduler.start { Observable.merge(ys1.asObservable(), ys2.asObservable(), ys3.asObservable()) }

        XCTAssertEqual(res.events, [.next(210, 101), .next(210, 201), .next(210, 301), .error(215, MergeTestError.boom)])
        XCTAssertEqual([ys1, ys2, ys3].map(\.subscriptions), Array(repeating: [Subscription(200, 215)], count: 3))
    }

    func testMergeSources_SynchronousErrorSkipsTheRemainingSources() {
        // As RxSwift's current MergeSink: once terminated, no further inner is subscribed.
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { Observable.merge(Observable<Int>.error(MergeTestError.boom), ys.asObservable()) }
        XCTAssertEqual(res.events, [.error(200, MergeTestError.boom)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testMerge_ReleasesResources() {
        let before = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            _ = scheduler.start {
                Observable.merge(ys.asObservable(), Observable.of(1, 2, scheduler: scheduler))
                    .flatMap { Observable.just($0) }
            }
            _ = scheduler.start(created: 1100, subscribed: 1200, disposed: 1205) {
                Observable<Int>.interval(.seconds(1), scheduler: scheduler).map { _ in ys.asObservable() }.merge(maxConcurrent: 1)
            }
        }
        XCTAssertEqual(Resources.total, before)
    }
}
