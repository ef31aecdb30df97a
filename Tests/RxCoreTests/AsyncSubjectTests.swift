import XCTest
import RxCore
import RxTest

private enum SubjectTestError: Error { case boom }

final class AsyncSubjectTests: XCTestCase {
    func testEmitsTheLastElementOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(110, 2), .next(220, 3), .next(270, 4), .next(340, 5), .completed(600),
        ])
        var subject: AsyncSubject<Int>!
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { subject = AsyncSubject() }
        scheduler.scheduleAt(200) { _ = xs.subscribe(subject) }
        scheduler.scheduleAt(300) { _ = subject.subscribe(early) }
        scheduler.scheduleAt(700) { _ = subject.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(600, 5), .completed(600)])
        XCTAssertEqual(late.events, [.next(700, 5), .completed(700)])
    }

    func testCompletesWithoutElementWhenThereWasNone() {
        let subject = AsyncSubject<Int>()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        subject.onCompleted()
        _ = subject.subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed, .completed])
    }

    func testErrorDropsTheLastElement() {
        let subject = AsyncSubject<Int>()
        var events: [Event<Int>] = []
        let subscription = subject.subscribe { events.append($0) }
        XCTAssertTrue(subject.hasObservers)
        subject.onNext(1)
        subject.onError(SubjectTestError.boom)
        XCTAssertFalse(subject.hasObservers)
        _ = subject.subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(SubjectTestError.boom), .error(SubjectTestError.boom)])
        subscription.dispose()
    }

    func testUnsubscribedObserverGetsNothing() {
        let subject = AsyncSubject<Int>()
        var events: [Event<Int>] = []
        let subscription = subject.subscribe { events.append($0) }
        subject.onNext(1)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        subject.onCompleted()
        XCTAssertEqual(events, [])
    }

    func testEventsAfterTerminalAreDroppedAndReported() {
        var reports: [Hooks.GrammarViolation] = []
        let saved = Hooks.onGrammarViolation
        Hooks.onGrammarViolation = { reports.append($0) }
        defer { Hooks.onGrammarViolation = saved }
        let subject = AsyncSubject<Int>()
        subject.onNext(1)
        subject.onCompleted()
        subject.onNext(2)
        subject.onCompleted()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .completed])
        XCTAssertEqual(reports.map(\.kind), [.eventAfterTerminal, .eventAfterTerminal])
        XCTAssertEqual(reports.first?.source, "AsyncSubject<Int>")
    }
}
