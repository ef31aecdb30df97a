import XCTest
import RxCore
import RxTest

final class ObservableDoTests: XCTestCase {
    func testDo_SeesAllValuesAndPassesThemThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        var seen: [Int] = []
        var after: [Int] = []
        var completed = false
        let res = scheduler.start {
            xs.do(onNext: { seen.append($0) }, afterNext: { after.append($0) }, onCompleted: { completed = true })
        }
        XCTAssertEqual(seen, [2, 3, 4])
        XCTAssertEqual(after, [2, 3, 4])
        XCTAssertTrue(completed)
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDo_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        var calls = 0
        let res = scheduler.start { xs.do(onNext: { _ in calls += 1 }, onCompleted: { calls += 1 }) }
        XCTAssertEqual(calls, 0)
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testDo_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        var completedAt: Int?
        let res = scheduler.start { xs.do(onCompleted: { completedAt = scheduler.clock }) }
        XCTAssertEqual(completedAt, 250)
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDo_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(250, OpsTestError.boom)])
        var errors: [String] = []
        let res = scheduler.start {
            xs.do(onError: { errors.append("on \($0)") }, afterError: { errors.append("after \($0)") })
        }
        XCTAssertEqual(errors, ["on boom", "after boom"])
        XCTAssertEqual(res.events, [.next(210, 2), .error(250, OpsTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDo_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(230, 3), .completed(250)])
        var disposedAt: Int?
        let res = scheduler.start(disposed: 220) { xs.do(onDispose: { disposedAt = scheduler.clock }) }
        XCTAssertEqual(disposedAt, 220)
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDoOnNext_Throws() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        let res = scheduler.start {
            xs.do(onNext: { if $0 == 3 { throw OpsTestError.boom } })
        }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, OpsTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDoAfterNext_Throws_ElementIsDeliveredFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start {
            xs.do(afterNext: { if $0 == 2 { throw OpsTestError.boom } })
        }
        XCTAssertEqual(res.events, [.next(210, 2), .error(210, OpsTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testDoOnError_Throws_ReplacesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(250, OpsTestError.boom)])
        let res = scheduler.start { xs.do(onError: { _ in throw OpsTestError.bang }) }
        XCTAssertEqual(res.events, [.next(210, 2), .error(250, OpsTestError.bang)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDoOnCompleted_Throws_BecomesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start { xs.do(onCompleted: { throw OpsTestError.boom }) }
        XCTAssertEqual(res.events, [.next(210, 2), .error(250, OpsTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDoAfterCompleted_Throws_ErrorFollowsTheCompletion() {
        // RxSwift forwards the completion, runs afterCompleted, and sends its error before the
        // subscription ends: an observer that records everything (RxTest's) sees both.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start { xs.do(afterCompleted: { throw OpsTestError.boom }) }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(250), .error(250, OpsTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    // MARK: order of the hooks

    func testDoOrder_CompletedAsync() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        _ = scheduler.start {
            Observable<Int>.create { observer in
                log.append("source subscribed")
                scheduler.scheduleAt(300) {
                    observer.onNext(0)
                    observer.onCompleted()
                }
                return Disposables.create { log.append("source disposed") }
            }
            .do(
                onNext: { _ in log.append("onNext") },
                afterNext: { _ in log.append("afterNext") },
                onCompleted: { log.append("onCompleted") },
                afterCompleted: { log.append("afterCompleted") },
                onSubscribe: { log.append("onSubscribe") },
                onSubscribed: { log.append("onSubscribed") },
                onDispose: { log.append("onDispose") }
            )
        }
        XCTAssertEqual(log, [
            "onSubscribe", "source subscribed", "onSubscribed", "onNext", "afterNext",
            "onCompleted", "afterCompleted", "source disposed", "onDispose",
        ])
    }

    func testDoOrder_CompletedSync() {
        var log: [String] = []
        _ = Observable<Int>.create { observer in
            log.append("source subscribed")
            observer.onNext(0)
            observer.onCompleted()
            return Disposables.create { log.append("source disposed") }
        }
        .do(
            onNext: { _ in log.append("onNext") },
            onCompleted: { log.append("onCompleted") },
            onSubscribe: { log.append("onSubscribe") },
            onSubscribed: { log.append("onSubscribed") },
            onDispose: { log.append("onDispose") }
        )
        .subscribe()
        // A source that finishes inside subscribe is disposed when its own subscribe returns,
        // before onSubscribed; onDispose comes last.
        XCTAssertEqual(log, ["onSubscribe", "source subscribed", "onNext", "onCompleted", "source disposed", "onSubscribed", "onDispose"])
    }

    func testDoOrder_Error() {
        var log: [String] = []
        _ = Observable<Int>.create { observer in
            log.append("source subscribed")
            observer.onNext(0)
            observer.onError(OpsTestError.boom)
            return Disposables.create { log.append("source disposed") }
        }
        .do(
            onNext: { _ in log.append("onNext") },
            onError: { _ in log.append("onError") },
            onSubscribe: { log.append("onSubscribe") },
            onSubscribed: { log.append("onSubscribed") },
            onDispose: { log.append("onDispose") }
        )
        .subscribe { _ in }
        XCTAssertEqual(log, ["onSubscribe", "source subscribed", "onNext", "onError", "source disposed", "onSubscribed", "onDispose"])
    }

    func testDoOrder_Dispose() {
        var log: [String] = []
        Observable<Int>.create { observer in
            log.append("source subscribed")
            observer.onNext(0)
            return Disposables.create { log.append("source disposed") }
        }
        .do(
            onNext: { _ in log.append("onNext") },
            onSubscribe: { log.append("onSubscribe") },
            onSubscribed: { log.append("onSubscribed") },
            onDispose: { log.append("onDispose") }
        )
        .subscribe { _ in }
        .dispose()
        XCTAssertEqual(log, ["onSubscribe", "source subscribed", "onNext", "onSubscribed", "source disposed", "onDispose"])
    }

    func testDoOrder_AfterHooksRunAfterTheSubscriberAndBeforeDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        var log: [String] = []
        scheduler.scheduleAt(200) {
            _ = xs.do(
                onNext: { _ in log.append("onNext") },
                afterNext: { _ in log.append("afterNext") },
                onCompleted: { log.append("onCompleted") },
                afterCompleted: { log.append("afterCompleted") },
                onDispose: { log.append("onDispose") }
            )
            .subscribe(
                onNext: { _ in log.append("subscriber next") },
                onCompleted: { log.append("subscriber completed") },
                onDisposed: { log.append("subscriber disposed") }
            )
        }
        scheduler.start()
        XCTAssertEqual(log, [
            "onNext", "subscriber next", "afterNext",
            "onCompleted", "subscriber completed", "subscriber disposed", "afterCompleted", "onDispose",
        ])
    }

    func testDoOrder_DownstreamOperatorEndsTheSubscriptionBeforeAfterCompleted() {
        // An operator after `do` disposes its upstream on the terminal event, so onDispose
        // runs before afterCompleted, as in RxSwift.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        var log: [String] = []
        _ = scheduler.start {
            xs.do(afterCompleted: { log.append("afterCompleted") }, onDispose: { log.append("onDispose") }).map { $0 }
        }
        XCTAssertEqual(log, ["onDispose", "afterCompleted"])
    }
}
