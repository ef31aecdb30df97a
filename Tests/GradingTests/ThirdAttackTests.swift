import Foundation
@testable import LessonEngine
import LessonKit
import XCTest

/// The third round of attacks, by a student who had not read the tests: code inside a `#if`
/// (which the compiler's parse leaves out) holding `@testable`, `@section`/`@used` or a `file:`;
/// a C module imported with the module's name on the next line; `#sourceLocation` moving
/// strict memory safety's findings to another file; a forbidden operator called through an
/// unapplied reference with its file given in place. Each worked before the fixes.
final class ThirdAttackTests: XCTestCase {
    private func grade(_ id: String, _ source: String) throws -> GradeResult { try AttackGrading.grade(id, source) }
    private func parseViolations(_ source: String) throws -> [String] { try AttackGrading.parseViolations(source) }

    /// What a `#if` holds is not in the compiler's parse, so a `#if` is refused wherever it
    /// is written, read from the raw text: a comment or a string cannot hide one either.
    func testConditionalCompilationIsRefused() throws {
        let result = try grade("dispose-interval", """
        import RxCore
        #if canImport(LessonKit)
        @testable
        import LessonKit
        #endif
        func stopTheInterval(_ subscription: Disposable, period: Int, count: Int, play: Playground) {}
        """)
        XCTAssertEqual(result.status, .compileError, result.message(.en))
        XCTAssertEqual(result.line, 2)
        XCTAssertTrue(result.message(.en).contains("#if"), result.message(.en))
        let rules = SourceRules(exercise: try ScratchCourse.exercise("dispose-interval"))
        XCTAssertEqual(rules.check("let a = \"x\" /* #if true */\nlet b = #\"#endif\"#\n").map(\.line), [1, 2])
        XCTAssertEqual(rules.check("#sourceLocation(file: \"/elsewhere.swift\", line: 1)\n").map(\.line), [1])
    }

    /// The loaded-module trace lists only Swift modules: a C module (`SwiftGlibc`) imported
    /// with its name on the next line passed both it and the line-by-line text rule.
    func testACModuleImportedAcrossLinesIsRefused() throws {
        let source = "import RxCore\nimport\n  SwiftGlibc\nlet pid = getpid()\n"
        let rules = SourceRules(exercise: try ScratchCourse.exercise("dispose-interval"))
        XCTAssertEqual(rules.check(source).map(\.line), [2], "the text courtesy")
        let parsed = try parseViolations(source)
        XCTAssertEqual(parsed.count, 1, parsed.joined(separator: "\n"))
        XCTAssertTrue(parsed.first?.contains("may not import SwiftGlibc") == true, parsed.joined())
    }

    /// `interval(_:scheduler:file:line:)` as a value is called without labels, so no argument
    /// was labelled `file:`; and the file it gives is a literal naming the runtime's file.
    func testAFileGivenThroughAFunctionReferenceIsRefused() throws {
        let byName = try parseViolations("""
        import RxCore
        let tick = Observable<Int>.interval(_:scheduler:file:line:)
        """)
        XCTAssertEqual(byName.count, 1, byName.joined(separator: "\n"))
        let byLiteral = try parseViolations("""
        import RxCore
        let tick = Observable<Int>.interval
        let forged = tick(.seconds(1), MainScheduler.instance, "RxCore/Timer.swift", 6)
        """)
        // The file name, and (since the parse rules refuse names too) the real clock's scheduler.
        XCTAssertEqual(byLiteral.filter { $0.contains("`file:`") }.count, 1, byLiteral.joined(separator: "\n"))
        XCTAssertTrue(byLiteral.first?.contains(":3:") == true, byLiteral.joined())
        XCTAssertEqual(try parseViolations("import RxCore\nlet words = \"RxCore is a runtime / a library\"\n"), [])
    }

    /// Strict memory safety's findings count wherever the compiler placed them: the unit's
    /// other file is the course's and has none, so one placed there was moved by the learner.
    func testAnUnsafeFindingMovedToAnotherFileStillRefuses() throws {
        let exercise = try ScratchCourse.exercise("dispose-interval")
        let rules = CompiledRules(exercise: exercise, reached: [])
        let copy = URL(fileURLWithPath: "/tmp/unit/StopTheInterval.swift")
        let said = "/nowhere/elsewhere.swift:3:5: warning: expression uses unsafe constructs but is not marked with 'unsafe' [#StrictMemorySafety]"
        let found = rules.violations(trace: URL(fileURLWithPath: "/nonexistent"), compilerOutput: said, learnerCopy: copy, source: "")
        XCTAssertEqual(found, [BrokenRule(.unsafe, line: 1, column: 1)])
    }
}
