import XCTest
import RxCore
import RxTest

final class ObservableCatchTests: XCTestCase {
    // MARK: catch(_ handler:)

    func testCatch_SwitchesToTheHandlersSequenceAtTheErrorTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .error(230, OpsTestError.boom)])
        let ys = scheduler.createHotObservable([.next(225, 99), .next(240, 4), .completed(250)])
        var handledAt: Int?
        let res = scheduler.start {
            xs.catch { _ in
                handledAt = scheduler.clock
                return ys.asObservable()
            }
        }
        XCTAssertEqual(handledAt, 230)
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(240, 4), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testCatch_ColdRecoveryStartsAtTheErrorTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, OpsTestError.boom)])
        let ys = scheduler.createColdObservable([.next(0, 7), .next(5, 8), .completed(10)])
        let res = scheduler.start { xs.catch { _ in ys.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 7), .next(225, 8), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 230)])
    }

    func testCatch_HandlerReceivesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, OpsTestError.bang, String.self)])
        let res = scheduler.start { xs.catch { Observable.just("\($0)") } }
        XCTAssertEqual(res.events, [.next(230, "bang"), .completed(230)])
    }

    func testCatch_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let ys = scheduler.createHotObservable([.next(240, 4)])
        let res = scheduler.start { xs.catch { _ in ys.asObservable() } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testCatch_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let ys = scheduler.createHotObservable([.next(240, 4)])
        let res = scheduler.start { xs.catch { _ in ys.asObservable() } }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testCatch_RecoveryFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, OpsTestError.boom, Int.self)])
        let ys = scheduler.createHotObservable([.next(240, 4), .error(250, OpsTestError.bang)])
        let res = scheduler.start { xs.catch { _ in ys.asObservable() } }
        XCTAssertEqual(res.events, [.next(240, 4), .error(250, OpsTestError.bang)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testCatch_DisposeBeforeError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(230, OpsTestError.boom)])
        let ys = scheduler.createHotObservable([.next(240, 4)])
        let res = scheduler.start(disposed: 220) { xs.catch { _ in ys.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testCatch_DisposeAfterSwitch() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(230, OpsTestError.boom)])
        let ys = scheduler.createHotObservable([.next(240, 4), .next(260, 5)])
        let res = scheduler.start(disposed: 250) { xs.catch { _ in ys.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 2), .next(240, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testCatch_HandlerThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(230, OpsTestError.boom)])
        let res = scheduler.start { xs.catch { _ in throw OpsTestError.bang } }
        XCTAssertEqual(res.events, [.next(210, 2), .error(230, OpsTestError.bang)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testCatch_SubscribesTheRecoveryBeforeDisposingTheFailedSource() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let res = scheduler.start {
            failingAt(230, on: scheduler, log: { log.append($0) })
                .catch { _ in recording("recovery", log: { log.append($0) }) }
        }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(log, ["source subscribed", "recovery subscribed", "source disposed", "recovery disposed"])
    }

    // MARK: catchAndReturn

    func testCatchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(230, OpsTestError.boom)])
        let res = scheduler.start { xs.catchAndReturn(-1) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(230, -1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testCatchAndReturn_NoError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(230)])
        let res = scheduler.start { xs.catchAndReturn(-1) }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(230)])
    }

    // MARK: Observable.catch(sequence)

    func testCatchSequence_MovesOnAtEachErrorUntilOneCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .error(40, OpsTestError.boom)])
        let xs2 = scheduler.createColdObservable([.next(10, 4), .next(20, 5), .error(30, OpsTestError.boom)])
        let xs3 = scheduler.createColdObservable([.next(10, 6), .next(20, 7), .completed(30)])
        let res = scheduler.start { Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable(), xs3.asObservable()]) }
        XCTAssertEqual(res.events, [
            .next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4), .next(260, 5),
            .next(280, 6), .next(290, 7), .completed(300),
        ])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(240, 270)])
        XCTAssertEqual(xs3.subscriptions, [Subscription(270, 300)])
    }

    func testCatchSequence_NoErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 2), .completed(230)])
        let xs2 = scheduler.createHotObservable([.next(240, 4), .completed(250)])
        let res = scheduler.start { Observable.catch([xs1, xs2].map { $0.asObservable() }) }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(230)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [])
    }

    func testCatchSequence_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(150, 1)])
        let xs2 = scheduler.createHotObservable([.next(240, 4)])
        let res = scheduler.start { Observable.catch([xs1, xs2].map { $0.asObservable() }) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(xs2.subscriptions, [])
    }

    func testCatchSequence_AllFail_LastErrorWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 2), .error(230, OpsTestError.boom)])
        let xs2 = scheduler.createHotObservable([.next(150, 1), .error(250, OpsTestError.bang)])
        let res = scheduler.start { Observable.catch([xs1, xs2].map { $0.asObservable() }) }
        XCTAssertEqual(res.events, [.next(210, 2), .error(250, OpsTestError.bang)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(230, 250)])
    }

    func testCatchSequence_EmptyList_CompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.catch([Observable<Int>]()) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testCatchSequence_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 2), .error(230, OpsTestError.boom)])
        let xs2 = scheduler.createHotObservable([.next(240, 4), .completed(260)])
        let res = scheduler.start(disposed: 250) { Observable.catch([xs1, xs2].map { $0.asObservable() }) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(240, 4)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(230, 250)])
    }

    func testCatchSequence_DisposesTheFailedSourceBeforeSubscribingTheNext() {
        // Unlike catch(_:), which subscribes the recovery first.
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        _ = scheduler.start {
            Observable.catch([
                failingAt(230, on: scheduler, log: { log.append($0) }),
                recording("recovery", log: { log.append($0) }),
            ])
        }
        XCTAssertEqual(log, ["source subscribed", "source disposed", "recovery subscribed", "recovery disposed"])
    }

    func testCatchSequence_IsLazy() {
        var made = 0
        let sources = (0..<3).lazy.map { i -> Observable<Int> in
            made += 1
            return i < 2 ? Observable.error(OpsTestError.boom) : Observable.just(i)
        }
        var values: [Int] = []
        _ = Observable.catch(sources).subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [2])
        XCTAssertEqual(made, 3)
    }

    func testCatch_ReleasesResources() {
        let before = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .error(20, OpsTestError.boom)])
            _ = scheduler.start { xs.catch { _ in Observable.just(2) } }
            _ = scheduler.start { Observable.catch([xs.asObservable(), xs.asObservable()]) }
            _ = Observable<Int>.error(OpsTestError.boom).catchAndReturn(1).subscribe()
        }
        XCTAssertEqual(Resources.total, before)
    }
}

/// A source that logs its subscription and disposal and fails at `time`.
private func failingAt(_ time: Int, on scheduler: TestScheduler, log: @escaping (String) -> Void) -> Observable<Int> {
    Observable.create { observer in
        log("source subscribed")
        scheduler.scheduleAt(time) { observer.onError(OpsTestError.boom) }
        return Disposables.create { log("source disposed") }
    }
}

/// A source that never emits and logs its subscription and disposal.
private func recording(_ name: String, log: @escaping (String) -> Void) -> Observable<Int> {
    Observable.create { _ in
        log("\(name) subscribed")
        return Disposables.create { log("\(name) disposed") }
    }
}
