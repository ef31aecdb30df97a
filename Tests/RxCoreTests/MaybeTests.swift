import XCTest
import RxCore
import RxTest

private enum MaybeTestError: Error { case boom }

final class MaybeTests: XCTestCase {
    // MARK: asMaybe (the element waits for the source's completion)

    func testAsMaybe_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.asMaybe() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testAsMaybe_Empty_Completes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.asMaybe() }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAsMaybe_One_EmittedAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start { xs.asMaybe() }
        XCTAssertEqual(res.events, [.next(250, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAsMaybe_Many_FailsAtTheSecondElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.asMaybe() }
        XCTAssertEqual(res.events, [.error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAsMaybe_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, MaybeTestError.boom, Int.self)])
        let res = scheduler.start { xs.asMaybe() }
        XCTAssertEqual(res.events, [.error(230, MaybeTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testAsMaybe_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start(disposed: 240) { xs.asMaybe() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    // MARK: create and subscribe

    func testCreate_EachEventKind() {
        let success = TestScheduler(initialClock: 0).start {
            Maybe<Int>.create { observer in
                observer(.success(1))
                observer(.completed)
                return Disposables.create()
            }
        }
        XCTAssertEqual(success.events, [.next(200, 1), .completed(200)])
        let completed = TestScheduler(initialClock: 0).start {
            Maybe<Int>.create { observer in
                observer(.completed)
                observer(.success(1))
                return Disposables.create()
            }
        }
        XCTAssertEqual(completed.events, [.completed(200)])
        let failed = TestScheduler(initialClock: 0).start {
            Maybe<Int>.create { observer in
                observer(.error(MaybeTestError.boom))
                return Disposables.create()
            }
        }
        XCTAssertEqual(failed.events, [.error(200, MaybeTestError.boom)])
    }

    func testSubscribe_Closures() {
        var log: [String] = []
        _ = Maybe.just(1).subscribe(onSuccess: { log.append("success \($0)") }, onCompleted: { log.append("completed") },
                                    onDisposed: { log.append("disposed") })
        _ = Maybe<Int>.empty().subscribe(onSuccess: { log.append("success \($0)") }, onCompleted: { log.append("completed") },
                                         onDisposed: { log.append("disposed") })
        _ = Maybe<Int>.error(MaybeTestError.boom).subscribe(onError: { log.append("error \($0)") }, onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["success 1", "disposed", "completed", "disposed", "error boom", "disposed"])
    }

    func testSubscribe_EventClosure() {
        var log: [String] = []
        let record: (MaybeEvent<Int>) -> Void = { event in
            switch event {
            case .success(let value): log.append("success(\(value))")
            case .error(let error): log.append("error(\(error))")
            case .completed: log.append("completed")
            }
        }
        _ = Maybe.just(2).subscribe(record)
        _ = Maybe<Int>.empty().subscribe(record)
        _ = Maybe<Int>.never().subscribe(record)
        XCTAssertEqual(log, ["success(2)", "completed"])
    }

    // MARK: operators

    func testMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start { xs.asMaybe().map { "v\($0)" } }
        XCTAssertEqual(res.events, [.next(250, "v2"), .completed(250)])
    }

    func testMap_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let res = scheduler.start { xs.asMaybe().map { $0 * 2 } }
        XCTAssertEqual(res.events, [.completed(250)])
    }

    func testFlatMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(220)])
        let ys = scheduler.createColdObservable([.next(10, 3), .completed(10)])
        let res = scheduler.start { xs.asMaybe().flatMap { x in ys.asMaybe().map { $0 * x } } }
        XCTAssertEqual(res.events, [.next(230, 6), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 230)])
    }

    func testIfEmptyDefault_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let res = scheduler.start { xs.asMaybe().ifEmpty(default: 42) }
        XCTAssertEqual(res.events, [.next(250, 42), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testIfEmptyDefault_NotEmpty_Error_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        XCTAssertEqual(scheduler.start { xs.asMaybe().ifEmpty(default: 42) }.events, [.next(250, 1), .completed(250)])

        let errorScheduler = TestScheduler(initialClock: 0)
        let ys = errorScheduler.createHotObservable([.error(230, MaybeTestError.boom, Int.self)])
        XCTAssertEqual(errorScheduler.start { ys.asMaybe().ifEmpty(default: 42) }.events, [.error(230, MaybeTestError.boom)])

        let neverScheduler = TestScheduler(initialClock: 0)
        let zs = neverScheduler.createHotObservable([.next(150, 1)])
        XCTAssertEqual(neverScheduler.start { zs.asMaybe().ifEmpty(default: 42) }.events, [])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 1000)])
    }

    func testIfEmptySwitchTo_SubscribesTheOtherAtTheCompletionTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createColdObservable([.next(10, 7), .completed(10)])
        let res = scheduler.start { xs.asMaybe().ifEmpty(switchTo: ys.asSingle()) }
        XCTAssertEqual(res.events, [.next(220, 7), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 220)])
    }

    func testIfEmptySwitchTo_NotEmptyNeverSubscribesTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(205, 1), .completed(210)])
        let ys = scheduler.createColdObservable([.next(10, 7), .completed(10)])
        let res = scheduler.start { xs.asMaybe().ifEmpty(switchTo: ys.asMaybe()) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testIfEmptySwitchTo_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createColdObservable([.next(30, 7), .completed(30)])
        let res = scheduler.start(disposed: 220) { xs.asMaybe().ifEmpty(switchTo: ys.asMaybe()) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 220)])
    }

    func testCatchAndReturn_Zip() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, MaybeTestError.boom, Int.self)])
        XCTAssertEqual(scheduler.start { xs.asMaybe().catchAndReturn(0) }.events, [.next(230, 0), .completed(230)])

        var pair: (Int, Int)?
        _ = Maybe.zip(Maybe.just(1), Maybe.just(2)).subscribe(onSuccess: { pair = $0 })
        XCTAssertEqual(pair.map { [$0.0, $0.1] }, [1, 2])
    }
}
