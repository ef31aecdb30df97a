import XCTest
import RxCore
import RxTest

final class CreationTests: XCTestCase {
    func testMyJustPrintsZero() {
        func myJust<E>(_ element: E) -> Observable<E> {
            Observable.create { observer in
                observer.on(.next(element))
                observer.on(.completed)
                return Disposables.create()
            }
        }
        var printed: [String] = []
        _ = myJust(0).subscribe(onNext: { printed.append("\($0)") })
        XCTAssertEqual(printed, ["0"])
    }

    func testMyFromRunsOncePerSubscription() {
        func myFrom<E>(_ sequence: [E]) -> Observable<E> {
            Observable.create { observer in
                for element in sequence { observer.on(.next(element)) }
                observer.on(.completed)
                return Disposables.create()
            }
        }
        var printed: [String] = []
        let counter = myFrom(["first", "second"])
        printed.append("Started ----")
        _ = counter.subscribe(onNext: { printed.append($0) })
        printed.append("----")
        _ = counter.subscribe(onNext: { printed.append($0) })
        printed.append("Ended ----")
        XCTAssertEqual(printed, ["Started ----", "first", "second", "----", "first", "second", "Ended ----"])
    }

    func testCreateDropsAndReportsEventsAfterTerminal() {
        var reports: [Hooks.GrammarViolation] = []
        let saved = Hooks.onGrammarViolation
        Hooks.onGrammarViolation = { reports.append($0) }
        defer { Hooks.onGrammarViolation = saved }
        var events: [String] = []
        _ = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            return Disposables.create()
        }.subscribe { events.append($0.description) }
        XCTAssertEqual(events, ["next(1)", "completed"])
        XCTAssertEqual(reports.map(\.kind), [.eventAfterTerminal])
        XCTAssertTrue(reports[0].description.contains("Observable<Int>.create"))
    }

    func testCurrentThreadRecursionOfAMillionStepsDoesNotOverflow() {
        var count = 0
        _ = Observable.range(start: 0, count: 1_000_000).subscribe(onNext: { _ in count += 1 })
        XCTAssertEqual(count, 1_000_000)
    }

    func testImmediateRecursionOfAMillionStepsDoesNotOverflow() {
        var count = 0
        _ = ImmediateScheduler.instance.scheduleRecursive(0) { n, recurse in
            count += 1
            if n < 999_999 { recurse(n + 1) }
        }
        XCTAssertEqual(count, 1_000_000)
    }

    func testNestedSequencesInterleaveOnTheTrampoline() {
        var values: [Int] = []
        _ = Observable.of(1, 2).subscribe(onNext: { outer in
            _ = Observable.of(outer * 10, outer * 10 + 1).subscribe(onNext: { values.append($0) })
            values.append(outer)
        })
        // Inner sequences are queued behind the outer one's next step, as in RxSwift.
        XCTAssertEqual(values, [1, 10, 2, 11, 20, 21])
    }

    func testWorkQueuedInsideAStepRunsBeforeTheNextStep() {
        // RxSwift's trampoline is FIFO: what an element's observer schedules runs before the
        // sequence's next step, and a step that recurses before queueing runs again first.
        var order: [String] = []
        _ = Observable.of(1, 2, 3).subscribe(onNext: { value in
            order.append("\(value)")
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                order.append("after \(value)")
                return Disposables.create()
            }
        })
        XCTAssertEqual(order, ["1", "after 1", "2", "after 2", "3", "after 3"])

        var steps: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            _ = CurrentThreadScheduler.instance.scheduleRecursive(0) { n, recurse in
                steps.append("step \(n)")
                if n < 2 { recurse(n + 1) }
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    steps.append("queued in \(n)")
                    return Disposables.create()
                }
            }
            return Disposables.create()
        }
        XCTAssertEqual(steps, ["step 0", "step 1", "queued in 0", "step 2", "queued in 1", "queued in 2"])
    }

    func testResourcesReturnToStartAfterDisposal() {
        let before = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            _ = scheduler.start { Observable<Int>.interval(.seconds(10), scheduler: scheduler).map { $0 + 1 }.filter { $0 > 2 } }
        }
        XCTAssertEqual(Resources.total, before)
    }
}
