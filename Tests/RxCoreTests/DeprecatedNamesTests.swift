import RxCore
import RxTest
import XCTest

/// The documents' old names still work, with the same behaviour as today's.
///
/// The scenarios live in `OldNames`, whose methods are deprecated contexts, and are called
/// through a protocol: so the suite itself builds without deprecation warnings.
final class DeprecatedNamesTests: XCTestCase {
    private let old: OldNameScenarios = OldNames()

    func testVariableCompletesWhenItGoesAway() { old.variableCompletesWhenItGoesAway() }
    func testAddDisposableToAndSubscribeNext() { old.addDisposableToAndSubscribeNext() }
    func testScopedDisposeEndsWithTheScope() { old.scopedDisposeEndsWithTheScope() }
    func testIntervalInSecondsMatchesTheDispatchIntervalForm() { old.intervalInSecondsMatchesTheDispatchIntervalForm() }
}

private protocol OldNameScenarios {
    func variableCompletesWhenItGoesAway()
    func addDisposableToAndSubscribeNext()
    func scopedDisposeEndsWithTheScope()
    func intervalInSecondsMatchesTheDispatchIntervalForm()
}

private struct OldNames: OldNameScenarios {
    @available(*, deprecated)
    func variableCompletesWhenItGoesAway() {
        var printed: [String] = []
        var variable: Variable<Int>? = Variable(0)
        _ = variable!.asObservable().subscribe(
            onNext: { printed.append("First \($0)") },
            onCompleted: { printed.append("Completed 1") }
        )
        variable!.value = 1
        _ = variable!.asObservable().subscribe(
            onNext: { printed.append("Second \($0)") },
            onCompleted: { printed.append("Completed 2") }
        )
        variable!.value = 2
        variable = nil
        XCTAssertEqual(printed, ["First 0", "First 1", "Second 1", "First 2", "Second 2", "Completed 1", "Completed 2"])
    }

    @available(*, deprecated)
    func addDisposableToAndSubscribeNext() {
        var values: [Int] = []
        var bag: DisposeBag? = DisposeBag()
        let subject = PublishSubject<Int>()
        subject.subscribeNext { values.append($0) }.addDisposableTo(bag!)
        subject.onNext(1)
        bag = nil
        subject.onNext(2)
        XCTAssertEqual(values, [1])
    }

    @available(*, deprecated)
    func scopedDisposeEndsWithTheScope() {
        var values: [Int] = []
        let subject = PublishSubject<Int>()
        do {
            let scoped = subject.subscribe(onNext: { values.append($0) }).scopedDispose()
            subject.onNext(1)
            withExtendedLifetime(scoped) {}
        }
        subject.onNext(2)
        XCTAssertEqual(values, [1])
    }

    @available(*, deprecated)
    func intervalInSecondsMatchesTheDispatchIntervalForm() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let res = scheduler.start(created: 0, subscribed: 0, disposed: 10) {
            Observable<Int>.interval(0.3, scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(3, 0), .next(6, 1), .next(9, 2)])
    }
}
