import CourseKit
import Foundation
@testable import LessonEngine
import LessonKit
import Marbles
import XCTest

/// The seventh round of attacks, by a student who had not read the tests: each of these
/// passed before (or, the crash report, cost the grader minutes).
final class SeventhAttackTests: XCTestCase {
    private func grade(_ id: String, _ source: String) throws -> GradeResult { try AttackGrading.grade(id, source) }

    /// A function reference passes an empty `file:`: the row once took its consumer's call
    /// site (the harness's, or none at all, and then it was not even recorded).
    func testAnOperatorAppliedThroughAReferenceWithNoFileIsTheLearners() throws {
        let map = try grade("operators-my-map-producer", """
        import RxCore

        func myMapFast<Element, Result>(_ source: Observable<Element>, _ transform: @escaping (Element) -> Result) -> Observable<Result> {
            let apply: (@escaping (Element) throws -> Result, StaticString, UInt) -> Observable<Result> = source.map
            return apply(transform, "", 0)
        }
        """)
        XCTAssertEqual(map.failure, .ruledOutOperator("map", line: 0))
        XCTAssertTrue(map.message(.en).contains("through a reference"), map.message(.en))

        let share = try grade("connectable-while-watched", """
        import RxCore

        func whileWatched(_ feed: Observable<Int>) -> Observable<Int> {
            let shared: (Int, SubjectLifetimeScope, StaticString, UInt) -> Observable<Int> = feed.share
            return shared(0, .whileConnected, "", 0)
        }
        """)
        XCTAssertEqual(share.failure, .ruledOutOperator("share", line: 0))
    }

    /// A `Producer` of the learner's own makes no row: it made the result by hand where
    /// `create` is ruled out. Only the task that asks for one allows it.
    func testAnObservableTypeOfTheLearnersOwnIsRefusedWhereTheTaskDoesNotAskForOne() throws {
        let result = try grade("errors-fallback-value", """
        import RxCore

        func display(_ temperature: Observable<String>) -> Observable<String> {
            ByHand(temperature)
        }

        final class ByHand: Producer<String> {
            let source: Observable<String>
            init(_ source: Observable<String>) { self.source = source }

            override func run(_ observer: AnyObserver<String>, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) {
                let subscription = source.subscribe { event in
                    switch event {
                    case .next(let value): observer.onNext(value)
                    case .error: observer.onNext("n/a"); observer.onCompleted()
                    case .completed: observer.onCompleted()
                    }
                }
                return (sink: Disposables.create(), subscription: subscription)
            }
        }
        """)
        XCTAssertEqual(result.status, .compileError)
        XCTAssertEqual(result.line, 7)
        XCTAssertTrue(result.message(.en).contains("Producer"), result.message(.en))
    }

    /// The operator the task asks for, merged in beside a result made by hand: on a `never()`
    /// of the learner's own, on `empty()`, or with its values filtered away.
    func testARequiredOperatorBesideTheWorkDoesNotCount() throws {
        let takeUntil = try grade("dispose-take-until", """
        import RxCore

        func endOnSignal(_ ticks: Observable<Int>, stop: Observable<Void>) -> Observable<Int> {
            let byHand = Observable<Int>.create { observer in
                let values = ticks.subscribe { event in observer.on(event) }
                let ender = stop.subscribe { event in
                    if case .next = event { observer.onCompleted(); values.dispose() }
                }
                return Disposables.create { values.dispose(); ender.dispose() }
            }
            return Observable.merge(byHand, Observable<Int>.never().take(until: Observable<Int>.just(0)))
        }
        """)
        XCTAssertEqual(takeUntil.failure, .idleOperator("take(until:)", line: 11))

        let share = try grade("hot-cold-share", """
        import RxCore

        final class Fanout {
            let subject = PublishSubject<String>()
            var watchers = 0
            var connection: Disposable?
        }

        func sendOnce(_ request: Observable<String>) -> Observable<String> {
            let fan = Fanout()
            let byHand = Observable<String>.create { observer in
                let inner = fan.subject.subscribe(observer)
                fan.watchers += 1
                if fan.watchers == 1 { fan.connection = request.subscribe(fan.subject) }
                return Disposables.create {
                    inner.dispose()
                    fan.watchers -= 1
                    if fan.watchers == 0 { fan.connection?.dispose(); fan.connection = nil }
                }
            }
            return Observable.merge(byHand, Observable<String>.empty().share())
        }
        """)
        XCTAssertEqual(share.failure, .idleOperator("share", line: 21))

        let scan = try grade("families-scan", """
        import RxCore

        final class Sum { var value = 0 }

        func runningTotal(_ numbers: Observable<Int>) -> Observable<Int> {
            let sum = Sum()
            let byHand = numbers.map { value -> Int in
                sum.value += value
                return sum.value
            }
            return Observable.merge(byHand, numbers.scan(0) { _, _ in 1 }.filter { _ in false })
        }
        """)
        XCTAssertEqual(scan.failure, .idleOperator("scan", line: 11))
    }

    /// The real clock as a coin: the same file passed one grading in six.
    func testTheRealClockIsRefused() throws {
        let result = try grade("operators-my-map-easy", """
        import RxCore

        func myMap<Element, Result>(_ source: Observable<Element>, _ transform: @escaping (Element) -> Result) -> Observable<Result> {
            let start = ContinuousClock.now
            let coin = (ContinuousClock.now - start).components.attoseconds % 2 == 0
            return Observable<Result>.create { observer in
                source.subscribe { event in
                    switch event {
                    case .next(let value): if coin { observer.onNext(transform(value)) }
                    case .error(let error): observer.onError(error)
                    case .completed: observer.onCompleted()
                    }
                }
            }
        }
        """)
        XCTAssertEqual(result.status, .compileError)
        XCTAssertEqual(result.line, 4)
    }

    /// A backtrace's frames are read from their end in one pass: a thousand crafted lines
    /// once cost the grader minutes of CPU.
    func testABacktraceFrameIsReadFromItsEnd() {
        XCTAssertEqual(CrashReport.location(ofFrame: "0 0x00005 myMap(_:) + 12 in Exercise at /tmp/x/Lessons/operators/Exercises/MyMap.swift:7:21")?.line, 7)
        XCTAssertEqual(CrashReport.location(ofFrame: "1 0x00005 f() in Exercise at /tmp/MyMap.swift:12")?.file, "MyMap.swift")
        XCTAssertNil(CrashReport.location(ofFrame: " at " + String(repeating: "a", count: 995)))
        let flood = "💣 Program crashed: not really\n" + Array(repeating: " at " + String(repeating: "a", count: 995), count: 1000).joined(separator: "\n")
            + "\n2 0x1 g() in Exercise at /tmp/MyMap.swift:3:1\n"
        XCTAssertNil(CrashReport(flood, learnerFile: "MyMap.swift").line, "only the first frames are read")
        let honest = "💣 Program crashed: Fatal error\n0 0x1 swift_crash in libswiftCore.so at /lib/x.swift:1\n1 0x2 myMap in Exercise at /tmp/MyMap.swift:9:5\n"
        XCTAssertEqual(CrashReport(honest, learnerFile: "MyMap.swift").line, 9)
    }

    /// The other ways to an observable of one's own: a custom subject or control property,
    /// or an `Observable` subclass whose header spans lines (caught at its `subscribe`).
    func testEveryWayToAnObservableTypeOfOnesOwnIsRefused() throws {
        let rules = SourceRules(exercise: try ScratchCourse.exercise("errors-fallback-value"))
        for line in ["struct Mine: SubjectType {", "struct Mine: ControlPropertyType {", "    override func subscribe<O: ObserverType>(_ o: O) -> Disposable {"] {
            XCTAssertFalse(rules.check("import RxCore\n" + line + "\n}\n").isEmpty, line)
        }
        XCTAssertTrue(rules.check("import RxCore\nlet sink = 1\nlet subscribed = source.subscribe(onNext: { _ in })\n").isEmpty)
    }

    /// The check that a required operator works reads a chain in one pass: 4,000 rows of it,
    /// the most a report may carry, once took a walk over the whole chain for each row.
    func testALongChainOfTheRequiredOperatorIsReadInOnePass() {
        let events = [MarbleEvent(time: 1, kind: .next, value: "1")]
        // A `never()` of the learner's own at the bottom: no input under any of them.
        let rows = (0..<4_000).map { index in
            TracedRow(operatorName: index == 0 ? "never" : "scan", file: "RunningTotal.swift", module: "Exercise", line: 5, subscribed: 0, disposed: nil,
                      events: index == 0 ? [] : events, parent: index + 1 < 4_000 ? index + 1 : nil)
        }
        XCTAssertEqual(OperatorRuleCheck.idle(OperatorRules(require: ["scan"]), in: [[rows]])?.name, "scan")
    }

}
