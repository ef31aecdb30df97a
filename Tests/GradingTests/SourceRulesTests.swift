@testable import LessonEngine
import LessonKit
import TextKit
import XCTest

/// The rules for exercise files: where they fire, what they say, and where they do not.
final class SourceRulesTests: XCTestCase {
    private func violations(_ source: String, exercise id: String = "dispose-take-until") throws -> [BrokenRule] {
        SourceRules(exercise: try ScratchCourse.exercise(id)).check(source)
    }

    func testEveryShippedStubAndSolutionFollowsTheRules() throws {
        for exercise in ScratchCourse.course.exercises {
            for file in [exercise.stubFile, exercise.solutionFile] {
                let text = try String(contentsOf: ScratchCourse.repository.appendingPathComponent(file), encoding: .utf8)
                XCTAssertEqual(SourceRules(exercise: exercise).check(text), [], file)
            }
        }
    }

    func testImportsAreTheCoursesTheLessonsAndWhatTheExerciseAllows() throws {
        XCTAssertEqual(try violations("import RxCore\nimport RxTestCore\nimport LessonKit\nimport Lesson_dispose\n@preconcurrency import RxCocoaKit\n"), [])
        // RxTest is RxTestCore plus XCTest's assertions: a graded program never links XCTest.
        XCTAssertEqual(try violations("import RxCore\nimport RxTest\n").map(\.line), [2])
        let found = try violations("import RxCore\nimport Glibc\nimport struct Foundation.URL\n@testable import LessonKit\nimport Lesson_http\n")
        XCTAssertEqual(found.map(\.line), [2, 3, 4, 5])
        XCTAssertTrue(found[0].sentence.en.contains("may not import Glibc"), found[0].sentence.en)
        XCTAssertTrue(found[2].sentence.en.contains("@testable import"), found[2].sentence.en)
        XCTAssertTrue(found[0].sentence.zh.contains("、"), found[0].sentence.zh)
        // The exercise that lists Foundation may import it.
        XCTAssertEqual(try violations("import Foundation\nimport Lesson_http\n", exercise: "http-status"), [])
    }

    func testEscapeHatchesAndHarnessNamesAreRefusedAtTheirColumn() throws {
        let source = """
        import RxCore
        let cast = unsafeBitCast(1, to: Int.self)
        func f() { withUnsafeBytes(of: 1) { _ in }; _ = Unmanaged<AnyObject>.self }
        @_silgen_name("exit") func leave(_ code: Int32)
        let host = Lesson_dispose.Exercises.endOnSignal
        """
        let found = try violations(source)
        XCTAssertEqual(found.map(\.line), [2, 3, 3, 4, 5])
        XCTAssertEqual(found.first?.column, 12)
        XCTAssertTrue(found[3].sentence.en.contains("@_silgen_name"), found[3].sentence.en)
        XCTAssertTrue(found[4].sentence.en.contains("grading harness"), found[4].sentence.en)
    }

    func testRealTimeIsToldToUseTheVirtualClock() throws {
        let found = try violations("import RxCore\nfunc f() {\n    Thread.sleep(forTimeInterval: 1)\n    _ = MainScheduler.instance\n    sleep (2)\n}\n")
        XCTAssertEqual(found.map(\.line), [3, 4, 5])
        for violation in found {
            XCTAssertTrue(violation.sentence.en.contains("virtual clock") && violation.sentence.en.contains("play.scheduler"), violation.sentence.en)
            XCTAssertTrue(violation.sentence.zh.contains("虚拟时钟"), violation.sentence.zh)
        }
    }

    func testMembersNamedLikeRealTimeFunctionsAreNotThem() throws {
        let source = """
        import RxCore
        import LessonKit
        func f(play: Playground, record: Record) {
            play.sleep(0.6)
            _ = play.scheduler.now + record.time(nil) + record.clock()
            usleep(5); _ = Foundation.sleep(1)
            _ = (time(nil), clock())
        }
        """
        let found = try violations(source)
        XCTAssertEqual(found.map(\.line), [6, 6, 7, 7], found.map(\.sentence.en).description)
        // The column and the sentence name the function, not the character before it.
        XCTAssertEqual(found.map(\.column), [5, 31, 10, 21])
        XCTAssertTrue(found[1].sentence.en.hasPrefix("the exercise runs on the virtual clock and `sleep` uses real time"), found[1].sentence.en)
        // What to use instead: the virtual clock's own sleep and `at`.
        XCTAssertTrue(found[0].sentence.en.contains("`play.sleep`") && found[0].sentence.en.contains("`play.at`"), found[0].sentence.en)
        XCTAssertTrue(found[0].sentence.zh.contains("`play.sleep`") && found[0].sentence.zh.contains("`play.at`"), found[0].sentence.zh)
    }

    func testTheReportSaysABrokenRuleOnceWithTheLineUnderIt() throws {
        let exercise = try ScratchCourse.exercise("dispose-take-until")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("rule-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("import RxCore\nfunc f() {\n    let 名 = 1; sleep(1)\n}\n".utf8).write(to: file)
        let finding = try XCTUnwrap(FollowsSourceRules().judge(GradingCase(exercise: exercise, source: file, shownAs: "X.swift")))
        var result = GradeResult(id: exercise.id, lesson: exercise.lesson, status: finding.status, file: "X.swift")
        result.failure = finding.failure
        result.line = finding.line
        result.diagnostics = finding.diagnostics
        let text = ReportFormat.text.render(GradingReport(results: [result]), console: .capturing(width: 300), language: .en)
        XCTAssertEqual(text.components(separatedBy: "uses real time").count, 2, text)
        XCTAssertFalse(text.contains("error:"), text)
        // The caret under `sleep`, past a character of two columns and three bytes.
        let lines = text.components(separatedBy: "\n")
        let row = try XCTUnwrap(lines.firstIndex { $0.hasSuffix("3 |     let 名 = 1; sleep(1)") }, text)
        XCTAssertEqual(lines[row + 1].last, "^", text)
        XCTAssertEqual(DisplayWidth.width(of: lines[row + 1]), DisplayWidth.width(of: lines[row].components(separatedBy: "sleep")[0]) + 1, text)
    }

    /// A broken rule is data in no language: each report says it in its reader's language, and
    /// `check --format json` carries the rule and what it names beside the sentence.
    func testABrokenRuleIsDataEachReportSaysInItsReadersLanguage() throws {
        let exercise = try ScratchCourse.exercise("dispose-take-until")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("rule-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("import RxCore\nimport Glibc\n".utf8).write(to: file)
        let finding = try XCTUnwrap(FollowsSourceRules().judge(GradingCase(exercise: exercise, source: file, shownAs: "X.swift")))
        var result = GradeResult(id: exercise.id, lesson: exercise.lesson, status: finding.status, file: "X.swift")
        result.failure = finding.failure
        result.line = finding.line
        result.diagnostics = finding.diagnostics
        let rule = try XCTUnwrap(result.diagnostics.first?.rule)
        XCTAssertEqual([rule.rule.rawValue, "\(rule.line):\(rule.column)"], ["source-rule.not-importable", "2:1"])
        XCTAssertEqual(rule.arguments.first, .word("Glibc"))
        guard case .list(let modules)? = rule.arguments.last else { return XCTFail("\(rule)") }
        XCTAssertTrue(modules.contains("RxCore"), "\(modules)")
        for language in [Language.en, .zh] {
            let text = ReportFormat.text.render(GradingReport(results: [result]), console: .capturing(width: 300), language: language)
            XCTAssertTrue(text.contains(rule.sentence[language]), text)
            XCTAssertTrue(result.message(language).contains(rule.sentence[language]), result.message(language))
        }
        XCTAssertNotEqual(rule.sentence.en, rule.sentence.zh)
        let json = ReportFormat.json.render(GradingReport(results: [result]), console: .capturing(), language: .zh)
        XCTAssertTrue(json.contains(#""rules":[{"rule":"source-rule.not-importable","arguments":["Glibc",["#), json)
        let read = try JSONDecoder().decode(CheckDocument.self, from: Data(json.utf8))
        XCTAssertEqual(read.exercises.first?.rules, [rule])
        XCTAssertEqual(read.exercises.first?.diagnostics, ["X.swift:2:1: error: " + rule.sentence.zh])
    }

    /// Every rule has its sentence in both languages, and every rule's sentence in the text
    /// files is a rule's: the ids are data, so no literal `wording("…")` call lists them.
    func testEveryRuleHasItsSentenceAndEverySentenceItsRule() {
        let written = Set((wording.texts[.en] ?? [:]).keys.filter { $0.hasPrefix("source-rule.") || $0.hasPrefix("compiled-rule.") })
        XCTAssertEqual(written, Set(BrokenRule.Rule.allCases.map(\.rawValue)))
        for rule in BrokenRule.Rule.allCases {
            let sentence = rule.sentence(["x", "y"])
            XCTAssertFalse(sentence.en.hasPrefix("‹") || sentence.zh.hasPrefix("‹"), rule.rawValue)
        }
    }

    func testCommentsAndStringTextAreNotCodeButInterpolationsAre() throws {
        let source = #"""
        import RxCore
        // DispatchQueue would be real time; /* unsafeBitCast */ too
        /* nested /* Unmanaged */ still a comment: import Foundation */
        let a = "DispatchQueue \"Unmanaged\" import Glibc"
        let b = #"raw \(unsafeBitCast) text"#
        let c = """
            Thread.sleep in a multi-line string
            """
        let d = "\(unsafeBitCast(1, to: Int.self))"
        """#
        let found = try violations(source)
        XCTAssertEqual(found.map(\.line), [9], found.map(\.sentence.en).description)
    }
}
