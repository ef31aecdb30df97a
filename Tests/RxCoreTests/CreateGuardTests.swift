import XCTest
@testable import RxCore

/// `create`'s guard: what it drops, what it reports, once the subscription is disposed or the
/// source has ended (its flag shares the sink's state word, beside the disposed bit).
final class CreateGuardTests: XCTestCase {
    private var reports: [Hooks.GrammarViolation] = []
    private var saved: ((Hooks.GrammarViolation) -> Void)!

    override func setUp() {
        reports = []
        saved = Hooks.onGrammarViolation
        Hooks.onGrammarViolation = { [unowned self] in reports.append($0) }
    }

    override func tearDown() {
        Hooks.onGrammarViolation = saved
    }

    func testAfterDisposalElementsAndTheFirstTerminalAreDroppedSilently() {
        var observer: AnyObserver<Int>?
        var events: [String] = []
        let subscription = Observable<Int>.create { observer = $0; return Disposables.create() }
            .subscribe { events.append($0.description) }
        observer?.onNext(1)
        subscription.dispose()
        observer?.onNext(2)
        observer?.onCompleted()
        XCTAssertEqual(events, ["next(1)"])
        XCTAssertEqual(reports.map(\.kind), [])
        observer?.onNext(3)
        observer?.onError(RxError.unknown)
        XCTAssertEqual(events, ["next(1)"])
        XCTAssertEqual(reports.map(\.kind), [.eventAfterTerminal, .eventAfterTerminal])
    }

    func testASecondTerminalIsReportedAndDropped() {
        var events: [String] = []
        _ = Observable<Int>.create { observer in
            observer.onCompleted()
            observer.onError(RxError.unknown)
            observer.onNext(1)
            return Disposables.create()
        }.map { $0 }.subscribe { events.append($0.description) }
        XCTAssertEqual(events, ["completed"])
        XCTAssertEqual(reports.map(\.kind), [.eventAfterTerminal, .eventAfterTerminal])
    }

    func testAnElementSentFromInsideAnElementIsReportedAndDelivered() {
        var observer: AnyObserver<Int>?
        var events: [Int] = []
        _ = Observable<Int>.create { observer = $0; return Disposables.create() }
            .filter { _ in true }
            .subscribe(onNext: { value in
                events.append(value)
                if value == 1 { observer?.onNext(10) }
            })
        observer?.onNext(1)
        observer?.onNext(2)
        XCTAssertEqual(events, [1, 10, 2])
        XCTAssertEqual(reports.map(\.kind), [.reentrancy])
    }
}
