import XCTest
import RxCore
import RxTest

private enum SubjectTestError: Error { case boom }

final class PublishSubjectTests: XCTestCase {
    /// A hot source feeds the subject from 200 to 1000; three observers come and go.
    func testObserversSeeOnlyWhatHappensWhileSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(110, 2), .next(220, 3), .next(270, 4), .next(340, 5),
            .next(410, 6), .next(520, 7), .next(630, 8), .next(710, 9), .next(870, 10),
            .next(940, 11), .next(950, 12), .completed(960),
        ])
        var subject: PublishSubject<Int>!
        var source: Disposable!
        var s1: Disposable!, s2: Disposable!, s3: Disposable!
        let r1 = scheduler.createObserver(Int.self)
        let r2 = scheduler.createObserver(Int.self)
        let r3 = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { subject = PublishSubject() }
        scheduler.scheduleAt(200) { source = xs.subscribe(subject) }
        scheduler.scheduleAt(1000) { source.dispose() }
        scheduler.scheduleAt(300) { s1 = subject.subscribe(r1) }
        scheduler.scheduleAt(400) { s2 = subject.subscribe(r2) }
        scheduler.scheduleAt(900) { s3 = subject.subscribe(r3) }
        scheduler.scheduleAt(600) { s1.dispose() }
        scheduler.scheduleAt(700) { s2.dispose() }
        scheduler.scheduleAt(800) { s1.dispose() }
        scheduler.scheduleAt(950) { s3.dispose() }
        scheduler.start()

        XCTAssertEqual(r1.events, [.next(340, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(r2.events, [.next(410, 6), .next(520, 7), .next(630, 8)])
        // The dispose at 950 was scheduled after the hot event at 950, so 12 still arrives.
        XCTAssertEqual(r3.events, [.next(940, 11), .next(950, 12)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testLateSubscriberGetsTheTerminalEventAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = subject.subscribe(early) }
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(300) { subject.onError(SubjectTestError.boom) }
        scheduler.scheduleAt(400) { _ = subject.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(210, 1), .error(300, SubjectTestError.boom)])
        XCTAssertEqual(late.events, [.error(400, SubjectTestError.boom)])
        XCTAssertFalse(subject.hasObservers)
    }

    func testAfterDisposeSubscribersGetDisposedError() {
        let subject = PublishSubject<Int>()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        XCTAssertTrue(subject.hasObservers)
        subject.dispose()
        XCTAssertTrue(subject.isDisposed)
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(1)
        _ = subject.subscribe { events.append($0) }
        XCTAssertEqual(events.count, 1)
        guard case .error(let error)? = events.first, case RxError.disposed(let object)? = error as? RxError else {
            return XCTFail("expected RxError.disposed, got \(events)")
        }
        // As in RxSwift 6: the error carries the disposed object itself.
        XCTAssertTrue(object === subject)
        XCTAssertEqual(error as? RxError, RxError.disposed(object: subject))
        XCTAssertNotEqual(error as? RxError, RxError.disposed(object: PublishSubject<Int>()))
        XCTAssertEqual("\(error)", "Object `\(subject)` was already disposed.")
    }

    /// RxSwift's PublishSubject still records a terminal event after `dispose()`, and a
    /// later subscriber gets that event rather than `RxError.disposed`.
    func testTerminalAfterDisposeIsRememberedLikeRxSwift() {
        let subject = PublishSubject<Int>()
        subject.dispose()
        subject.onCompleted()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed])
    }

    func testDisposingOneObserverKeepsTheOthers() {
        let subject = PublishSubject<Int>()
        var a: [Int] = [], b: [Int] = []
        let da = subject.subscribe(onNext: { a.append($0) })
        _ = subject.subscribe(onNext: { b.append($0) })
        subject.onNext(1)
        da.dispose()
        da.dispose()
        subject.onNext(2)
        XCTAssertEqual(a, [1])
        XCTAssertEqual(b, [1, 2])
        XCTAssertTrue(subject.hasObservers)
    }

    /// Delivery goes to a snapshot taken before the first observer runs: an observer added
    /// during delivery misses the event, one removed during delivery still gets it.
    func testDeliveryGoesToTheSnapshotTakenBeforeDelivering() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var second: Disposable?
        _ = subject.subscribe(onNext: { value in
            log.append("first \(value)")
            if value == 1 {
                second?.dispose()
                _ = subject.subscribe(onNext: { log.append("third \($0)") })
            }
        })
        second = subject.subscribe(onNext: { log.append("second \($0)") })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(log, ["first 1", "second 1", "first 2", "third 2"])
    }

    /// RxSwift's observer bag delivers its first slot first; a new observer takes that slot
    /// again once it is free.
    func testANewObserverTakesTheFreedFirstSlot() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let a = subject.subscribe(onNext: { log.append("a\($0)") })
        _ = subject.subscribe(onNext: { log.append("b\($0)") })
        _ = subject.subscribe(onNext: { log.append("c\($0)") })
        subject.onNext(1)
        a.dispose()
        _ = subject.subscribe(onNext: { log.append("d\($0)") })
        _ = subject.subscribe(onNext: { log.append("e\($0)") })
        subject.onNext(2)
        XCTAssertEqual(log, ["a1", "b1", "c1", "d2", "b2", "c2", "e2"])
    }

    func testEventsAfterTerminalAreDroppedAndReported() {
        var reports: [Hooks.GrammarViolation] = []
        let saved = Hooks.onGrammarViolation
        Hooks.onGrammarViolation = { reports.append($0) }
        defer { Hooks.onGrammarViolation = saved }
        let subject = PublishSubject<Int>()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        subject.onCompleted()
        subject.onNext(1)
        subject.onError(SubjectTestError.boom)
        XCTAssertEqual(events, [.completed])
        XCTAssertEqual(reports.map(\.kind), [.eventAfterTerminal, .eventAfterTerminal])
        XCTAssertEqual(reports.first?.source, "PublishSubject<Int>")
    }

    func testReentrantOnIsReportedButStillDelivered() {
        var reports: [Hooks.GrammarViolation] = []
        let saved = Hooks.onGrammarViolation
        Hooks.onGrammarViolation = { reports.append($0) }
        defer { Hooks.onGrammarViolation = saved }
        let subject = PublishSubject<Int>()
        var values: [Int] = []
        _ = subject.subscribe(onNext: { value in
            values.append(value)
            if value == 1 { subject.onNext(2) }
        })
        subject.onNext(1)
        subject.onNext(3)
        XCTAssertEqual(values, [1, 2, 3])
        XCTAssertEqual(reports.map(\.kind), [.reentrancy])
        XCTAssertTrue(reports[0].description.contains("PublishSubject<Int>"))
    }

    func testPublishRelayForwardsAcceptedElementsAndNeverTerminates() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = PublishRelay<String>()
        let res = scheduler.createObserver(String.self)
        scheduler.scheduleAt(205) { relay.accept("missed") }
        scheduler.scheduleAt(210) { _ = relay.subscribe(res) }
        scheduler.scheduleAt(220) { relay.accept("a") }
        scheduler.scheduleAt(230) { relay.accept("b") }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(220, "a"), .next(230, "b")])
    }

    func testReleasesEverythingWhenDone() {
        let before = Resources.total
        do {
            let subject = PublishSubject<Int>()
            let subscription = subject.map { $0 + 1 }.subscribe(onNext: { _ in })
            subject.onNext(1)
            subscription.dispose()
            subject.onCompleted()
        }
        XCTAssertEqual(Resources.total, before)
    }

    /// RxSwift spellings compile unchanged and pick the subject's own `asObserver()`.
    func testRxSwiftSpellings() {
        let subject = PublishSubject<Int>()
        var seen: [Int] = []
        let subscription = subject.subscribe(onNext: { seen.append($0) })
        subject.asObserver().onNext(1)
        let erased: AnyObserver<Int> = subject.asObserver()
        erased.onNext(2)
        Observable.of(3).subscribe(subject).dispose()
        let relay = BehaviorRelay(value: "a")
        relay.accept("b")
        XCTAssertEqual(relay.value, "b")
        let replay = ReplaySubject<Int>.create(bufferSize: 1)
        let behavior = BehaviorSubject(value: 0)
        let async = AsyncSubject<Int>()
        XCTAssertFalse(replay.hasObservers || behavior.hasObservers || async.hasObservers)
        subscription.dispose()
        XCTAssertEqual(seen, [1, 2, 3])
    }
}
