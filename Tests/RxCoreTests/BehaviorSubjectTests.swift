import XCTest
import RxCore
import RxTest

private enum SubjectTestError: Error { case boom }

final class BehaviorSubjectTests: XCTestCase {
    func testSubscriberGetsTheCurrentValueThenLaterOnes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(110, 2), .next(220, 3), .next(270, 4), .next(340, 5),
            .next(410, 6), .next(520, 7), .next(630, 8), .next(710, 9), .next(870, 10),
            .next(940, 11), .next(950, 12), .completed(960),
        ])
        var subject: BehaviorSubject<Int>!
        var source: Disposable!
        var s1: Disposable!, s2: Disposable!, s3: Disposable!
        let r1 = scheduler.createObserver(Int.self)
        let r2 = scheduler.createObserver(Int.self)
        let r3 = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { subject = BehaviorSubject(value: 100) }
        scheduler.scheduleAt(200) { source = xs.subscribe(subject) }
        scheduler.scheduleAt(1000) { source.dispose() }
        scheduler.scheduleAt(300) { s1 = subject.subscribe(r1) }
        scheduler.scheduleAt(400) { s2 = subject.subscribe(r2) }
        scheduler.scheduleAt(900) { s3 = subject.subscribe(r3) }
        scheduler.scheduleAt(600) { s1.dispose() }
        scheduler.scheduleAt(700) { s2.dispose() }
        scheduler.scheduleAt(950) { s3.dispose() }
        scheduler.start()

        XCTAssertEqual(r1.events, [.next(300, 4), .next(340, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(r2.events, [.next(400, 5), .next(410, 6), .next(520, 7), .next(630, 8)])
        XCTAssertEqual(r3.events, [.next(900, 10), .next(940, 11), .next(950, 12)])
    }

    func testInitialValueBeforeAnyElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = BehaviorSubject(value: "initial")
        let res = scheduler.start { subject }
        XCTAssertEqual(res.events, [.next(200, "initial")])
    }

    func testValueFollowsElementsAndThrowsAfterErrorOrDispose() throws {
        let subject = BehaviorSubject(value: 1)
        XCTAssertEqual(try subject.value(), 1)
        subject.onNext(2)
        XCTAssertEqual(try subject.value(), 2)
        subject.onError(SubjectTestError.boom)
        XCTAssertThrowsError(try subject.value()) { XCTAssertEqual("\($0)", "boom") }

        let completed = BehaviorSubject(value: 1)
        completed.onCompleted()
        XCTAssertEqual(try completed.value(), 1)
        completed.dispose()
        XCTAssertTrue(completed.isDisposed)
        XCTAssertThrowsError(try completed.value()) { error in
            guard case RxError.disposed? = error as? RxError else { return XCTFail("\(error)") }
        }
    }

    func testLateSubscriberAfterTerminalGetsOnlyTheTerminalEvent() {
        let subject = BehaviorSubject(value: 1)
        subject.onNext(2)
        subject.onCompleted()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed])
    }

    /// Unlike PublishSubject, RxSwift's BehaviorSubject keeps its observers after a terminal
    /// event; an observer that never unsubscribes still counts.
    func testObserversRemainAfterCompletionUntilTheyUnsubscribe() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = BehaviorSubject(value: 0)
        let res = scheduler.createObserver(Int.self)
        var subscription: Disposable!
        scheduler.scheduleAt(200) { subscription = subject.subscribe(res) }
        scheduler.scheduleAt(300) { subject.onCompleted() }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(200, 0), .completed(300)])
        XCTAssertTrue(subject.hasObservers)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testSubscribingAfterDisposeFailsWithDisposed() {
        let subject = BehaviorSubject(value: 1)
        subject.dispose()
        subject.onNext(5)
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        guard events.count == 1, case .error(let error) = events[0], case RxError.disposed? = error as? RxError else {
            return XCTFail("\(events)")
        }
    }

    func testEventAfterTerminalIsReported() {
        var reports: [Hooks.GrammarViolation] = []
        let saved = Hooks.onGrammarViolation
        Hooks.onGrammarViolation = { reports.append($0) }
        defer { Hooks.onGrammarViolation = saved }
        let subject = BehaviorSubject(value: 1)
        subject.onCompleted()
        subject.onNext(2)
        XCTAssertEqual(reports.map(\.kind), [.eventAfterTerminal])
        XCTAssertEqual(reports.first?.source, "BehaviorSubject<Int>")
    }

    func testBehaviorRelayHoldsAValueAndNeverTerminates() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = BehaviorRelay(value: 0)
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(205) { relay.accept(1) }
        scheduler.scheduleAt(210) { _ = relay.subscribe(res) }
        scheduler.scheduleAt(220) { relay.accept(2) }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(relay.value, 2)
    }

    func testReentrantAcceptOnARelayNamesTheRelay() {
        var reports: [Hooks.GrammarViolation] = []
        let saved = Hooks.onGrammarViolation
        Hooks.onGrammarViolation = { reports.append($0) }
        defer { Hooks.onGrammarViolation = saved }
        let relay = BehaviorRelay(value: 0)
        var seen: [Int] = []
        _ = relay.subscribe(onNext: { value in
            seen.append(value)
            if value == 1 { relay.accept(2) }
        })
        relay.accept(1)
        XCTAssertEqual(seen, [0, 1, 2])
        XCTAssertEqual(reports.map(\.source), ["BehaviorRelay<Int>"])
    }
}
