import CourseKit
import Foundation
@testable import LessonEngine
import LessonKit
import XCTest

/// The fifth round of attacks, by a student who had not read the tests. Each of these passed
/// (or, the last, hung the grader) before.
final class FifthAttackTests: XCTestCase {
    private func grade(_ id: String, _ source: String) throws -> GradeResult { try AttackGrading.grade(id, source) }

    /// A function reference drops an operator's default arguments, so `file:` is passed
    /// without its label, naming another module: the row once counted as nobody's, and the
    /// chain holding it (no row of module `Exercise`) was not even sent. A row of any module
    /// but the course's is the learner's.
    func testAnOperatorFiledUnderAnotherModuleIsStillTheLearners() throws {
        let result = try grade("operators-my-map-producer", """
        import RxCore

        func myMapFast<Element, Result>(_ source: Observable<Element>, _ transform: @escaping (Element) -> Result) -> Observable<Result> {
            let mapping: (@escaping (Element) throws -> Result, StaticString, UInt) -> Observable<Result> = source.map
            return mapping(transform, "Elsewhere/Anything.swift", 1)
        }
        """)
        XCTAssertEqual(result.status, .fail)
        XCTAssertEqual(result.failure, .ruledOutOperator("map", line: 1))
    }

    /// A probe of a playground of the learner's own, named like the operator the task asks
    /// for, stood as a row of its own (its source untraced) with the operator's name. Its
    /// untraced source, an `ObservableType` of the learner's own, is refused now as well (the
    /// seventh round), so the probe rule is checked on the rows themselves too.
    func testAProbeNamedLikeARequiredOperatorIsNotThatOperator() throws {
        let result = try grade("dispose-take-until", """
        import LessonKit
        import RxCore

        final class Box { var done = false }

        // Two traced sources under the probe keep it a row of its own.
        struct EndByHand: ObservableType {
            typealias Element = Int
            let ticks: Observable<Int>
            let stop: Observable<Void>

            func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
                let box = Box()
                let values = ticks.subscribe(AnyObserver<Int> { event in
                    guard !box.done else { return }
                    if event.isStopEvent { box.done = true }
                    observer.on(event)
                })
                let ender = stop.subscribe(AnyObserver<Void> { event in
                    guard case .next = event, !box.done else { return }
                    box.done = true
                    observer.on(.completed)
                    values.dispose()
                })
                return Disposables.create { values.dispose(); ender.dispose() }
            }
        }

        func endOnSignal(_ ticks: Observable<Int>, stop: Observable<Void>) -> Observable<Int> {
            Playground().probe("take(until:)", EndByHand(ticks: ticks, stop: stop))
        }
        """)
        XCTAssertEqual(result.status, .compileError)
        XCTAssertTrue(result.message(.en).contains("ObservableType"), result.message(.en))
        let probe = TracedRow(operatorName: "take(until:)", file: "EndOnSignal.swift", module: "Exercise", line: 30,
                              subscribed: 0, disposed: nil, events: [], isProbe: true)
        XCTAssertEqual(OperatorRuleCheck.broken(OperatorRules(require: ["take(until:)"]), in: [[probe]]), .missing("take(until:)"))
    }

    /// A crash line of two million characters: its patterns once cost time quadratic in its
    /// length (an 800,000-character line kept the grader busy for hours). Only the start of a
    /// line is read now, and the reason shown is as short.
    func testACrashLineOfAnyLengthIsReadInLinearTime() {
        let line = "Exercise.swift:3: Fatal error: " + String(repeating: "a:b ", count: 500_000)
        let report = CrashReport(line + "\n*** Signal 4: Illegal instruction\n at " + String(repeating: "x/", count: 500_000) + ".swift:9\n",
                                 learnerFile: "Exercise.swift")
        XCTAssertEqual(report.line, 3)
        XCTAssertLessThanOrEqual(report.reason?.count ?? 0, CrashReport.longestLine)
        XCTAssertTrue(report.reason?.hasPrefix("Fatal error: a:b") ?? false)
    }

    /// 255 KB of calls the parse rule refuses took 47 s and a gigabyte to check, on every
    /// grading. A file its parse refuses is refused again from what the first check kept.
    func testAFileItsParseRefusesIsCheckedOnce() throws {
        var compiler = try Grader.forThisBuild().get().compiler
        compiler.timeout = 120
        let exercise = try ScratchCourse.exercise("operators-my-map-producer")
        let text = """
        import RxCore

        // \(UUID().uuidString)
        func myMapFast<Element, Result>(_ source: Observable<Element>, _ transform: @escaping (Element) -> Result) -> Observable<Result> {
            source.map(transform, file: "Exercise/MyMapFast.swift", line: 9)
        }
        """
        guard case .refused(let first) = compiler.build(exercise, text: text, shownAs: exercise.file) else {
            return XCTFail("a file: label was not refused")
        }
        let kept = compiler.products.directory.appendingPathComponent("rxlesson-exercises/\(exercise.id)")
        let refusals = FileManager.default.enumerator(atPath: kept.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix("refused-rules.json") } ?? []
        XCTAssertFalse(refusals.isEmpty, "the refusal was not kept")
        guard case .refused(let second) = compiler.build(exercise, text: text, shownAs: exercise.file) else {
            return XCTFail("refused once, built the second time")
        }
        XCTAssertEqual(first, second)
    }
}
