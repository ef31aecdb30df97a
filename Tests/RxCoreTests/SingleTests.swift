import XCTest
import RxCore
import RxTest

private enum SingleTestError: Error { case boom, other }

final class SingleTests: XCTestCase {
    // MARK: asSingle (RxSwift 6: the element waits for the source's completion)

    func testAsSingle_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.asSingle() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testAsSingle_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.asSingle() }
        XCTAssertEqual(res.events, [.error(250, RxError.noElements)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAsSingle_One_EmittedAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(250)])
        let res = scheduler.start { xs.asSingle() }
        XCTAssertEqual(res.events, [.next(250, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAsSingle_Many_FailsAtTheSecondElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.asSingle() }
        XCTAssertEqual(res.events, [.error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAsSingle_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(230, SingleTestError.boom)])
        let res = scheduler.start { xs.asSingle() }
        XCTAssertEqual(res.events, [.error(230, SingleTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testAsSingle_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start(disposed: 240) { xs.asSingle() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    // MARK: create and subscribe

    func testCreate_SuccessIsNextThenCompleted_LaterEventsDropped() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Single<Int>.create { observer in
                observer(.success(1))
                observer(.success(2))
                observer(.failure(SingleTestError.boom))
                return Disposables.create()
            }
        }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
    }

    func testCreate_Failure() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Single<Int>.create { observer in
                observer(.failure(SingleTestError.boom))
                return Disposables.create()
            }
        }
        XCTAssertEqual(res.events, [.error(200, SingleTestError.boom)])
    }

    func testCreate_DisposeRunsTheCreatorsDisposable() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: Int?
        let res = scheduler.start(disposed: 300) {
            Single<Int>.create { _ in Disposables.create { disposedAt = scheduler.clock } }
        }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(disposedAt, 300)
    }

    func testSubscribe_SuccessThenDisposed() {
        var log: [String] = []
        _ = Single.just(1).subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { log.append("failure \($0)") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["success 1", "disposed"])
    }

    func testSubscribe_FailureThenDisposed() {
        var log: [String] = []
        _ = Single<Int>.error(SingleTestError.boom).subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { log.append("failure \($0)") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["failure boom", "disposed"])
    }

    func testSubscribe_EventClosureReceivesResult() {
        var results: [String] = []
        _ = Single.just(5).subscribe { event in
            switch event {
            case .success(let value): results.append("success(\(value))")
            case .failure(let error): results.append("failure(\(error))")
            }
        }
        _ = Single<Int>.error(SingleTestError.other).subscribe { event in
            if case .failure(let error) = event { results.append("failure(\(error))") }
        }
        XCTAssertEqual(results, ["success(5)", "failure(other)"])
    }

    func testSubscribe_DisposeBeforeSuccessRunsOnlyOnDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let subscription = Single.just(1).delay(.seconds(10), scheduler: scheduler)
            .subscribe(onSuccess: { log.append("success \($0)") }, onDisposed: { log.append("disposed") })
        scheduler.scheduleAt(5) { subscription.dispose() }
        scheduler.start()
        XCTAssertEqual(log, ["disposed"])
    }

    // MARK: factories

    func testJust_Error_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Single.just(3) }.events, [.next(200, 3), .completed(200)])
        let failed = TestScheduler(initialClock: 0).start { Single<Int>.error(SingleTestError.boom) }
        XCTAssertEqual(failed.events, [.error(200, SingleTestError.boom)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Single<Int>.never() }.events, [])
    }

    func testDeferred_CallsTheFactoryPerSubscription() {
        var calls = 0
        let single = Single<Int>.deferred {
            calls += 1
            return Single.just(calls)
        }
        var values: [Int] = []
        _ = single.subscribe(onSuccess: { values.append($0) })
        _ = single.subscribe(onSuccess: { values.append($0) })
        XCTAssertEqual(values, [1, 2])
    }

    // MARK: operators

    func testMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start { xs.asSingle().map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(250, 20), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMap_Throws() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start { xs.asSingle().map { (_: Int) -> Int in throw SingleTestError.boom } }
        XCTAssertEqual(res.events, [.error(250, SingleTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testFlatMap_InnerSubscribedAtTheSuccessTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(220)])
        let ys = scheduler.createColdObservable([.next(30, 5), .completed(30)])
        let res = scheduler.start { xs.asSingle().flatMap { x in ys.asSingle().map { $0 + x } } }
        XCTAssertEqual(res.events, [.next(250, 7), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 250)])
    }

    func testFlatMap_SourceErrorSkipsTheSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(210, SingleTestError.boom, Int.self)])
        var called = false
        let res = scheduler.start { xs.asSingle().flatMap { x -> Single<Int> in called = true; return .just(x) } }
        XCTAssertEqual(res.events, [.error(210, SingleTestError.boom)])
        XCTAssertFalse(called)
    }

    func testFlatMapMaybe_AndFlatMapCompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let maybe = scheduler.start { Single.just(1).flatMapMaybe { _ in Maybe<Int>.empty() } }
        XCTAssertEqual(maybe.events, [.completed(200)])
        let completable = TestScheduler(initialClock: 0).start { Single.just(1).flatMapCompletable { _ in Completable.empty() } }
        XCTAssertEqual(completable.events, [.completed(200, Never.self)])
    }

    func testCatch_SwitchesAtTheErrorTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, SingleTestError.boom, Int.self)])
        let ys = scheduler.createColdObservable([.next(10, 9), .completed(10)])
        let res = scheduler.start { xs.asSingle().catch { _ in ys.asSingle() } }
        XCTAssertEqual(res.events, [.next(240, 9), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 240)])
    }

    func testCatchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, SingleTestError.boom, Int.self)])
        let res = scheduler.start { xs.asSingle().catchAndReturn(-1) }
        XCTAssertEqual(res.events, [.next(230, -1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testRetry_ResubscribesUpToTheAttemptCount() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, SingleTestError.boom, Int.self)])
        let res = scheduler.start { xs.asSingle().retry(3) }
        XCTAssertEqual(res.events, [.error(230, SingleTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230)])
    }

    func testDo_OnSuccessBeforeAfterSuccessAfter() {
        var log: [String] = []
        _ = Single.just(1)
            .do(onSuccess: { log.append("onSuccess \($0)") },
                afterSuccess: { log.append("afterSuccess \($0)") },
                onSubscribe: { log.append("onSubscribe") },
                onSubscribed: { log.append("onSubscribed") },
                onDispose: { log.append("onDispose") })
            .subscribe(onSuccess: { log.append("success \($0)") })
        XCTAssertEqual(log.first, "onSubscribe")
        XCTAssertEqual(Array(log.drop(while: { $0 != "onSuccess 1" }).prefix(3)), ["onSuccess 1", "success 1", "afterSuccess 1"])
        XCTAssertTrue(log.contains("onDispose"))
    }

    func testZip_SucceedsWhenTheLastSourceSucceeds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let ys = scheduler.createHotObservable([.next(240, "a"), .completed(240)])
        let res = scheduler.start { Single.zip(xs.asSingle(), ys.asSingle()) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(240, "1a"), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testZip_Tuple_And_FirstErrorWins() {
        var pair: (Int, String)?
        _ = Single.zip(Single.just(1), Single.just("a")).subscribe(onSuccess: { pair = $0 })
        XCTAssertEqual(pair?.0, 1)
        XCTAssertEqual(pair?.1, "a")

        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, SingleTestError.boom, Int.self)])
        let ys = scheduler.createHotObservable([.next(240, 2), .completed(240)])
        let res = scheduler.start { Single.zip(xs.asSingle(), ys.asSingle()) { $0 + $1 } }
        XCTAssertEqual(res.events, [.error(220, SingleTestError.boom)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testZip_Collection() {
        var values: [Int]?
        _ = Single.zip([Single.just(1), Single.just(2), Single.just(3)]).subscribe(onSuccess: { values = $0 })
        XCTAssertEqual(values, [1, 2, 3])
        var empty: [Int]?
        _ = Single.zip([Single<Int>]()).subscribe(onSuccess: { empty = $0 })
        XCTAssertEqual(empty, [])
    }

    func testTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(260, 1), .completed(260)])
        let res = scheduler.start { xs.asSingle().timeout(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(230, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTimeout_Other() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(260, 1), .completed(260)])
        let res = scheduler.start { xs.asSingle().timeout(.seconds(30), other: Single.just(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 0), .completed(230)])
    }

    /// As in RxSwift's delay: the completion from the element's tick comes out one tick later.
    func testDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let res = scheduler.start { xs.asSingle().delay(.seconds(15), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(225, 1), .completed(226)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testSubscribeOn_SubscribesOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let res = scheduler.start { xs.asSingle().subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(xs.subscriptions.first?.subscribe, 201)
    }

    func testAsMaybe_AsCompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Single.just(1).asMaybe() }.events, [.next(200, 1), .completed(200)])
        let res = TestScheduler(initialClock: 0).start { Single.just(1).asCompletable() }
        XCTAssertEqual(res.events, [.completed(200, Never.self)])
    }

    // MARK: RxSwift 6 return types of toArray / first

    func testToArrayAndFirst_AreSingles() {
        let array: Single<[Int]> = Observable.of(1, 2, 3).toArray()
        let first: Single<Int?> = Observable<Int>.empty().first()
        var got: [String] = []
        _ = array.subscribe(onSuccess: { got.append("\($0)") })
        _ = first.subscribe(onSuccess: { got.append("\(String(describing: $0))") })
        XCTAssertEqual(got, ["[1, 2, 3]", "nil"])
    }

    func testFirst_EmitsAtTheFirstElementTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.first() }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }
}
