import XCTest
import RxCore
import RxTest

final class ObservableRetryTests: XCTestCase {
    // MARK: retry()

    func testRetry_Basic() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .next(150, 2), .next(200, 3), .completed(250)])
        let res = scheduler.start { xs.retry() }
        XCTAssertEqual(res.events, [.next(300, 1), .next(350, 2), .next(400, 3), .completed(450)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
    }

    func testRetry_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1)])
        let res = scheduler.start { xs.retry() }
        XCTAssertEqual(res.events, [.next(300, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testRetry_ResubscribesTheColdSourceAtEachErrorTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .next(150, 2), .next(200, 3), .error(250, OpsTestError.boom)])
        let res = scheduler.start(disposed: 1100) { xs.retry() }
        XCTAssertEqual(res.events, [
            .next(300, 1), .next(350, 2), .next(400, 3),
            .next(550, 1), .next(600, 2), .next(650, 3),
            .next(800, 1), .next(850, 2), .next(900, 3),
            .next(1050, 1),
        ])
        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 450), Subscription(450, 700), Subscription(700, 950), Subscription(950, 1100),
        ])
    }

    func testRetry_HotSourceIsResubscribedButMissesPastEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, OpsTestError.boom), .next(230, 2), .completed(240)])
        let res = scheduler.start { xs.retry() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240)])
    }

    func testRetry_SynchronousFailuresLoopWithoutNesting() {
        var attempts = 0
        let flaky = Observable<Int>.create { observer in
            attempts += 1
            observer.onNext(attempts)
            if attempts < 10_000 { observer.onError(OpsTestError.boom) } else { observer.onCompleted() }
            return Disposables.create()
        }
        var values: [Int] = []
        var completed = false
        _ = flaky.retry().subscribe(onNext: { values.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(values.count, 10_000)
        XCTAssertTrue(completed)
    }

    // MARK: retry(_ maxAttemptCount:)

    func testRetryCount_ForwardsTheLastErrorAfterTheLastAttempt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .next(10, 2), .next(15, 3), .error(20, OpsTestError.boom)])
        let res = scheduler.start { xs.retry(3) }
        XCTAssertEqual(res.events, [
            .next(205, 1), .next(210, 2), .next(215, 3),
            .next(225, 1), .next(230, 2), .next(235, 3),
            .next(245, 1), .next(250, 2), .next(255, 3),
            .error(260, OpsTestError.boom),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    func testRetryCount_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .next(10, 2), .next(15, 3), .error(20, OpsTestError.boom)])
        let res = scheduler.start(disposed: 231) { xs.retry(3) }
        XCTAssertEqual(res.events, [.next(205, 1), .next(210, 2), .next(215, 3), .next(225, 1), .next(230, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 231)])
    }

    func testRetryCount_Completed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .completed(250)])
        let res = scheduler.start { xs.retry(3) }
        XCTAssertEqual(res.events, [.next(300, 1), .completed(450)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
    }

    func testRetryCount_OneIsASingleAttempt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(20, OpsTestError.boom)])
        let res = scheduler.start { xs.retry(1) }
        XCTAssertEqual(res.events, [.next(205, 1), .error(220, OpsTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testRetryCount_ZeroCompletesWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(20, OpsTestError.boom)])
        let res = scheduler.start { xs.retry(0) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    // MARK: retry(when:)

    func testRetryWhen_SourceCompletes_TriggerNeverMatters() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let trigger = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let res = scheduler.start(disposed: 300) { xs.retry(when: { (_: Observable<OpsTestError>) in trigger }) }
        // The trigger completed at 210, but that only counts once the source fails.
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 210)])
    }

    func testRetryWhen_TriggerNever_HangsAfterTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .error(250, OpsTestError.boom)])
        let never = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.retry(when: { (_: Observable<OpsTestError>) in never }) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
    }

    func testRetryWhen_TriggerCompletesAtTheErrorTick_Completes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, OpsTestError.boom), .completed(40)])
        let empty = scheduler.createHotObservable([.next(150, 1), .completed(230)])
        let res = scheduler.start { xs.retry(when: { (_: Observable<OpsTestError>) in empty.asObservable() }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testRetryWhen_ErrorsScanThrows_FailsWithTheTriggersError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, OpsTestError.boom), .completed(40)])
        let res = scheduler.start(disposed: 300) {
            xs.retry(when: { (errors: Observable<OpsTestError>) in
                errors.scan(0) { count, _ in
                    if count + 1 == 2 { throw OpsTestError.bang }
                    return count + 1
                }
            })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .error(260, OpsTestError.bang)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 260)])
    }

    func testRetryWhen_ErrorsTakeWhile_CompletesAfterTheLastRetry() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, OpsTestError.boom), .completed(40)])
        let res = scheduler.start(disposed: 300) {
            xs.retry(when: { (errors: Observable<OpsTestError>) in
                errors.scan(0) { count, _ in count + 1 }.take(while: { $0 < 2 })
            })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 260)])
    }

    func testRetryWhen_UntypedErrors_RetriesEachTimeTheTriggerEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, OpsTestError.boom)])
        let ticks = scheduler.createHotObservable([.next(205, "dropped: source running"), .next(300, "go"), .next(400, "go")])
        let res = scheduler.start(disposed: 800) { xs.retry(when: { (_: Observable<Swift.Error>) in ticks }) }
        XCTAssertEqual(res.events, [.next(205, 1), .next(305, 1), .next(405, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(300, 310), Subscription(400, 410)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 800)])
    }

    func testRetryWhen_ErrorsAsTrigger_RetriesAtTheErrorTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, OpsTestError.boom)])
        let res = scheduler.start(disposed: 232) { xs.retry(when: { errors in errors }) }
        XCTAssertEqual(res.events, [.next(205, 1), .next(215, 1), .next(225, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230), Subscription(230, 232)])
    }

    func testRetryWhen_IgnoresOtherErrorTypes() {
        struct Unrelated: Error {}
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, OpsTestError.boom)])
        let res = scheduler.start(disposed: 800) { xs.retry(when: { (errors: Observable<Unrelated>) in errors }) }
        XCTAssertEqual(res.events, [.next(205, 1), .error(210, OpsTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testRetryWhen_TriggerFailedBeforeAnyError_FailsAtTheFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(30, OpsTestError.boom)])
        let res = scheduler.start { xs.retry(when: { (_: Observable<Swift.Error>) in Observable<Int>.error(OpsTestError.bang) }) }
        XCTAssertEqual(res.events, [.next(205, 1), .error(230, OpsTestError.bang)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testRetryWhen_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, OpsTestError.boom)])
        let ticks = scheduler.createHotObservable([.next(300, "go")])
        let res = scheduler.start(disposed: 250) { xs.retry(when: { (_: Observable<Swift.Error>) in ticks }) }
        XCTAssertEqual(res.events, [.next(205, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 250)])
    }

    func testRetryWhen_HandlerRunsOncePerSubscriptionAndIsSubscribedBeforeTheSource() {
        var log: [String] = []
        let source = Observable<Int>.create { _ in log.append("source"); return Disposables.create() }
        let retried = source.retry(when: { (errors: Observable<Swift.Error>) -> Observable<Swift.Error> in
            log.append("handler")
            return Observable.create { _ in log.append("trigger"); return Disposables.create() }
        })
        retried.subscribe().dispose()
        retried.subscribe().dispose()
        XCTAssertEqual(log, ["handler", "trigger", "source", "handler", "trigger", "source"])
    }

    func testRetryWhen_SynchronousFailuresLoop() {
        var attempts = 0
        let flaky = Observable<Int>.create { observer in
            attempts += 1
            observer.onNext(attempts)
            if attempts < 3 { observer.onError(OpsTestError.boom) } else { observer.onCompleted() }
            return Disposables.create()
        }
        var events: [String] = []
        _ = flaky.retry(when: { errors in errors }).subscribe { events.append($0.description) }
        XCTAssertEqual(events, ["next(1)", "next(2)", "next(3)", "completed"])
    }

    func testRetry_ReleasesResources() {
        let before = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(5, 1), .error(10, OpsTestError.boom)])
            _ = scheduler.start(disposed: 235) { xs.retry() }
            _ = scheduler.start(disposed: 235) { xs.retry(2) }
            _ = scheduler.start(disposed: 235) { xs.retry(when: { errors in errors }) }
            _ = Observable<Int>.error(OpsTestError.boom).retry(when: { errors in errors.take(1) }).subscribe()
        }
        XCTAssertEqual(Resources.total, before)
    }
}
