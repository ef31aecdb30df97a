import XCTest
import RxCore
import RxTest

private enum CompletableTestError: Error { case boom }

final class CompletableTests: XCTestCase {
    // MARK: create and subscribe

    func testCreate_FirstEventWins() {
        let res = TestScheduler(initialClock: 0).start {
            Completable.create { observer in
                observer(.completed)
                observer(.error(CompletableTestError.boom))
                return Disposables.create()
            }
        }
        XCTAssertEqual(res.events, [.completed(200, Never.self)])
    }

    func testSubscribe_Closures() {
        var log: [String] = []
        _ = Completable.empty().subscribe(onCompleted: { log.append("completed") }, onError: { log.append("error \($0)") },
                                          onDisposed: { log.append("disposed") })
        _ = Completable.error(CompletableTestError.boom).subscribe(onCompleted: { log.append("completed") },
                                                                   onError: { log.append("error \($0)") },
                                                                   onDisposed: { log.append("disposed") })
        _ = Completable.never().subscribe(onCompleted: { log.append("completed") })
        XCTAssertEqual(log, ["completed", "disposed", "error boom", "disposed"])
    }

    func testSubscribe_EventClosure() {
        var log: [String] = []
        _ = Completable.empty().subscribe { event in
            switch event {
            case .completed: log.append("completed")
            case .error(let error): log.append("error \(error)")
            }
        }
        XCTAssertEqual(log, ["completed"])
    }

    func testAsCompletable_FromIgnoreElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.ignoreElements().asCompletable() }
        XCTAssertEqual(res.events, [.completed(250, Never.self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    // MARK: andThen

    func testAndThenSingle_SubscribesAtTheCompletionTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(230, Never.self)])
        let ys = scheduler.createColdObservable([.next(20, 1), .completed(20)])
        let res = scheduler.start { xs.asCompletable().andThen(ys.asSingle()) }
        XCTAssertEqual(res.events, [.next(250, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testAndThen_ErrorNeverSubscribesTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, CompletableTestError.boom, Never.self)])
        let ys = scheduler.createColdObservable([.next(20, 1), .completed(20)])
        let res = scheduler.start { xs.asCompletable().andThen(ys.asObservable()) }
        XCTAssertEqual(res.events, [.error(230, CompletableTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testAndThen_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Never>>]())
        let ys = scheduler.createColdObservable([.next(20, 1), .completed(20)])
        let res = scheduler.start { xs.asCompletable().andThen(ys.asMaybe()) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testAndThenObservable_SecondErrorAndDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Never.self)])
        let ys = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(40, 3), .completed(50)])
        let res = scheduler.start(disposed: 240) { xs.asCompletable().andThen(ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 240)])

        let errorScheduler = TestScheduler(initialClock: 0)
        let zs = errorScheduler.createHotObservable([.completed(210, Never.self)])
        let failing = errorScheduler.createColdObservable([.error(5, CompletableTestError.boom, Int.self)])
        let failed = errorScheduler.start { zs.asCompletable().andThen(failing.asObservable()) }
        XCTAssertEqual(failed.events, [.error(215, CompletableTestError.boom)])
        XCTAssertEqual(failing.subscriptions, [Subscription(210, 215)])
    }

    func testAndThenCompletable_Chain() {
        var log: [String] = []
        _ = Completable.empty()
            .andThen(Completable.create { observer in log.append("second"); observer(.completed); return Disposables.create() })
            .andThen(Completable.empty())
            .subscribe(onCompleted: { log.append("completed") })
        XCTAssertEqual(log, ["second", "completed"])
    }

    // MARK: concat / zip

    func testConcat_RunsOneAfterAnother() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(10, Never.self)])
        let ys = scheduler.createColdObservable([.completed(20, Never.self)])
        let res = scheduler.start { xs.asCompletable().concat(ys.asCompletable()) }
        XCTAssertEqual(res.events, [.completed(230, Never.self)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    func testZip_CompletesWhenAllHave() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(10, Never.self)])
        let ys = scheduler.createColdObservable([.completed(20, Never.self)])
        let res = scheduler.start { Completable.zip(xs.asCompletable(), ys.asCompletable()) }
        XCTAssertEqual(res.events, [.completed(220, Never.self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }
}
