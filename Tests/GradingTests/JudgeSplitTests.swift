import CourseKit
import Foundation
@testable import LessonEngine
import LessonKit
import XCTest

/// Grading v3: the graded program only runs, the grading process judges. Each test is an
/// attack a student who read the source would try on a scratch copy, graded with the source
/// rules' text courtesy off where the point is the defence behind it.
final class JudgeSplitTests: XCTestCase {
    private func grade(_ id: String, _ source: String, textRules: Bool = true, variants: VariantPlan = .standard) throws -> GradeResult {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise(id)
        try scratch.write(source, to: exercise)
        var grader = try Grader.forThisBuild().get()
        grader.checksSourceRules = textRules
        grader.variants = variants
        return grader.grade(exercise, source: scratch.root.appendingPathComponent(exercise.file), shownAs: exercise.file)
    }

    /// The answer key is not in the program: the judge module cannot even be imported.
    func testTheJudgeModuleIsNotInTheGradedProgram() throws {
        let result = try grade("marbles-endings", """
        import RxCore
        import Judge_reading_marbles
        struct Broken: Error {}
        func buildTheEnding(drawnAs diagram: String) -> Observable<String> {
            let expected = Exercises.buildTheEnding.shown.expected
            return Observable.just("\\(expected)")
        }
        """, textRules: false)
        XCTAssertEqual(result.status, .compileError, result.message(.en))
    }

    /// An import spelled so that a line-by-line filter misses it is refused from the
    /// compiler's own record of what it imported.
    func testAnImportTheTextFilterMissesIsRefusedByTheCompilersRecord() throws {
        let result = try grade("marbles-endings", """
        import RxCore
        import
          func Glibc.getpid
        struct Broken: Error {}
        func buildTheEnding(drawnAs diagram: String) -> Observable<String> {
            _ = getpid()
            switch diagram {
            case "|": return .empty()
            case "X": return .error(Broken())
            case "-->": return .never()
            default: return .just(String(diagram.dropFirst().dropLast(2)))
            }
        }
        """)
        XCTAssertEqual(result.status, .compileError, result.message(.en))
        // The text courtesy now answers first (an `import` alone on its line); the compiler's
        // record stands behind it.
        XCTAssertTrue(result.message(.en).contains("import"), result.message(.en))
    }

    /// The trace's recording entry points are out of an exercise's reach: a row named after a
    /// required operator cannot be made without applying the operator.
    func testATracedRowCannotBeForged() throws {
        let result = try grade("dispose-take-until", """
        import RxCore
        func endOnSignal(_ ticks: Observable<Int>, stop: Observable<Void>) -> Observable<Int> {
            Trace.source(ticks, name: "take(until:)", file: #fileID, line: #line)
        }
        """, textRules: false)
        XCTAssertEqual(result.status, .compileError, result.message(.en))
    }

    /// A `#sourceLocation` that moves a forbidden operator's row out of the learner's file
    /// does not move it out of the learner's module.
    func testSourceLocationDoesNotHideAForbiddenOperator() throws {
        let exercise = try ScratchCourse.exercise("dispose-take-until")
        let solution = try String(contentsOf: ScratchCourse.repository.appendingPathComponent(exercise.solutionFile), encoding: .utf8)
        XCTAssertTrue(solution.contains("take(until:"), "the solution uses the operator the rule requires")
        // The same answer with the required operator written elsewhere by a directive.
        let moved = solution.replacingOccurrences(of: "func endOnSignal", with: "#sourceLocation(file: \"Elsewhere.swift\", line: 1)\nfunc endOnSignal")
        // (The directive itself is refused by the source rules; with them off, the trace alone.)
        let result = try grade("dispose-take-until", moved, textRules: false)
        XCTAssertEqual(result.status, .pass, "the rule still finds take(until:) in the learner's module: \(result.message(.en))")
        XCTAssertEqual(try grade("dispose-take-until", moved).status, .compileError)
    }

    /// Whatever the program reads from its standard input after the harness took it is the
    /// end of the file: no token, no scenario, no seed waits in a buffer.
    func testNothingIsLeftOnStandardInput() throws {
        let result = try grade("marbles-endings", """
        import RxCore
        struct Broken: Error {}
        func buildTheEnding(drawnAs diagram: String) -> Observable<String> {
            .just(readLine(strippingNewline: false) ?? "EOF")
        }
        """)
        XCTAssertEqual(result.status, .fail, result.message(.en))
        XCTAssertTrue(result.actual?.contains("EOF") ?? false, "read: \(result.actual ?? "")")
    }

    /// The same submission, graded twice, gets the same verdict on the same variants; a
    /// failing variant replays alone with `--variant N` and fails the same way.
    func testGradesAreReproducibleAndAFailingVariantReplays() throws {
        // empty() where the task needs never(): a variant, in turn, always meets `-->`.
        let mistake = try String(contentsOf: ScratchCourse.repository.appendingPathComponent(
            "Lessons/reading-marbles/Solutions/Mistakes/BuildTheEnding.empty-for-never.swift"), encoding: .utf8)
        let first = try grade("marbles-endings", mistake)
        let second = try grade("marbles-endings", mistake)
        XCTAssertEqual(first.status, .fail)
        XCTAssertEqual(first.message(.en), second.message(.en))
        let variant = try XCTUnwrap(first.variant)
        XCTAssertEqual(variant, second.variant)
        XCTAssertEqual(variant.inputs.first?.diagram, "-->")

        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise("marbles-endings")
        try scratch.write(mistake, to: exercise)
        var grader = try Grader.forThisBuild().get()
        grader.onlyVariant = variant.index
        let replayed = grader.grade(exercise, source: scratch.root.appendingPathComponent(exercise.file), shownAs: exercise.file)
        XCTAssertEqual(replayed.status, .fail)
        XCTAssertEqual(replayed.variant, variant, "the replay plays the same inputs")
    }

    /// A teacher's key gives other variants than the course's, the same ones every time.
    func testATeachersKeyChangesTheVariantsAndKeepsThemFixed() {
        let course = VariantPlan.standard.seeds(for: "marbles-endings")
        let teacher = VariantPlan.keyed(.teacher("class of 2026"), count: 3).seeds(for: "marbles-endings")
        XCTAssertNotEqual(course, teacher)
        XCTAssertEqual(teacher, VariantPlan.keyed(.teacher("class of 2026"), count: 3).seeds(for: "marbles-endings"))
        XCTAssertNotEqual(teacher, VariantPlan.keyed(.teacher("class of 2026"), count: 3).seeds(for: "marbles-draw"))
        XCTAssertFalse(VariantKey.teacher("class of 2026").fingerprint.contains("2026"), "the fingerprint does not reveal the key")
        if case .failure = VariantKey.fromEnvironment(["RXLESSON_VARIANT_KEY_FILE": "/nonexistent/key"]) {} else {
            XCTFail("a key file that cannot be read is an error, not the course's key")
        }
    }

    /// With a teacher's key each student has variants of their own, the same every run, so a
    /// classmate's failing report shows nothing another can hard-code; the course's stay public.
    func testATeachersKeyGivesEachStudentTheirOwnVariants() {
        let key = VariantKey.teacher("class of 2026")
        let alice = VariantPlan.keyed(key.forStudent("alice"), count: 3).seeds(for: "marbles-endings")
        let bob = VariantPlan.keyed(key.forStudent("bob"), count: 3).seeds(for: "marbles-endings")
        XCTAssertNotEqual(alice, bob)
        XCTAssertNotEqual(alice, VariantPlan.keyed(key, count: 3).seeds(for: "marbles-endings"))
        XCTAssertEqual(alice, VariantPlan.keyed(VariantKey.teacher("class of 2026").forStudent("alice"), count: 3).seeds(for: "marbles-endings"))
        XCTAssertEqual(key.forStudent("alice").fingerprint, key.fingerprint, "one key, one fingerprint for the whole class")
        XCTAssertEqual(VariantPlan.keyed(VariantKey.course.forStudent("alice"), count: 3).seeds(for: "marbles-endings"),
                       VariantPlan.standard.seeds(for: "marbles-endings"))
        XCTAssertTrue(VariantPlan.keyed(key.forStudent("alice"), count: 3).described.hasSuffix("for student alice"))
    }

    /// What a text filter takes for the inside of a string (after a regex literal holding
    /// three quotes) is code to the compiler, and the compiler's parse is what is checked.
    func testAttributesHiddenFromTheTextFilterAreRefusedFromTheParse() throws {
        let result = try grade("dispose-take-until", #"""
        import RxCore
        let hide = #/"""/#
        @_silgen_name("getpid") func processID() -> Int32
        let shown = #/"""/#
        func endOnSignal(_ ticks: Observable<Int>, stop: Observable<Void>) -> Observable<Int> {
            print(processID())
            return ticks.take(until: stop)
        }
        """#)
        XCTAssertEqual(result.status, .compileError, result.message(.en))
        XCTAssertTrue(result.message(.en).contains("@_silgen_name"), result.message(.en))
        XCTAssertEqual(result.line, 3)
    }

    /// `@testable` spread over two lines before an import is refused: it would open the
    /// course modules' package and internal symbols (the trace's recording entry points).
    func testAnAttributeOnAnImportIsRefusedFromTheParse() throws {
        let result = try grade("dispose-take-until", """
        @testable
        import RxCore
        func endOnSignal(_ ticks: Observable<Int>, stop: Observable<Void>) -> Observable<Int> {
            ticks.take(until: stop)
        }
        """)
        XCTAssertEqual(result.status, .compileError, result.message(.en))
    }

    /// The runtime's own objects are counted where `Resources.decrementTotal()` (public, as in
    /// RxSwift) cannot reach: a subscription left open is still a leak.
    func testALeakCannotBeHiddenByLoweringTheCount() throws {
        let result = try grade("dispose-take-until", """
        import RxCore
        var kept: [Disposable] = []
        func endOnSignal(_ ticks: Observable<Int>, stop: Observable<Void>) -> Observable<Int> {
            let before = Resources.total
            let forever = PublishSubject<Int>()
            kept.append(ticks.subscribe(forever.asObserver()))
            for _ in 0..<(Resources.total - before) { Resources.decrementTotal() }
            return ticks.take(until: stop)
        }
        """)
        XCTAssertEqual(result.status, .fail, result.message(.en))
        XCTAssertTrue(result.message(.en).contains("leaked"), result.message(.en))
    }

    /// A trace no run records (a forged nesting depth) is refused, not drawn: it crashed the
    /// grader once.
    func testATraceNoRunRecordsIsRefused() {
        let row = #"{"operator":"take(until:)","file":"A.swift","module":"Exercise","line":1,"depth":-1,"subscribed":0,"events":[]}"#
        func trace(_ row: String) -> Data { Data(("{\"chains\":[[" + row + "]]}").utf8) }
        XCTAssertThrowsError(try JSONDecoder().decode(TracedChains.self, from: trace(row)))
        XCTAssertThrowsError(try JSONDecoder().decode(TracedChains.self, from: trace(row.replacingOccurrences(of: "-1", with: "4000000000"))))
        XCTAssertNoThrow(try JSONDecoder().decode(TracedChains.self, from: trace(row.replacingOccurrences(of: "-1", with: "0"))))
    }
}
