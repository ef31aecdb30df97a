import Foundation
@testable import LessonEngine
import LessonKit
@testable import rxlesson
import TextKit
import XCTest

/// A teacher's view: many students' results in one table, and reports that learner text
/// cannot break.
final class ClassAndReportTests: XCTestCase {
    private func result(_ id: String, _ status: GradeResult.Status, message: String = "") -> GradeResult {
        var result = GradeResult(id: id, lesson: "dispose", status: status, file: "Lessons/dispose/Exercises/X.swift")
        // A sentence said as it is, in either language.
        if !message.isEmpty { result.failure = .unusable(Localized(zh: message, en: message)) }
        return result
    }

    func testTheClassTableHasEveryStudentAndExercise() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-class-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let ada = GradingReport(results: [result("a", .pass), result("b", .fail)], student: "ada", commit: "abc")
        let bob = GradingReport(results: [result("a", .compileError), result("b", .pass)], student: "bob, jr", commit: "def")
        var files: [String] = []
        for report in [ada, bob] {
            let file = folder.appendingPathComponent("\(report.student!).json").path
            try Data(ReportFormat.json.render(report, console: .capturing(), language: .en).utf8).write(to: URL(fileURLWithPath: file))
            files.append(file)
        }
        let text = Console.capturing()
        XCTAssertEqual(runTool(["class"] + files, console: text), 0, text.errors)
        XCTAssertTrue(text.output.contains("ada       ✓✗  1/2"), text.output)
        XCTAssertTrue(text.output.contains("bob, jr   C✓  1/2"), text.output)
        let csv = Console.capturing()
        XCTAssertEqual(runTool(["class", "--format", "csv"] + files, console: csv), 0)
        XCTAssertEqual(csv.output, """
        student,commit,commit_date,graded_at,a,b,score,max_score,dispose (of 2)
        ada,abc,,,pass,fail,1,2,1
        "bob, jr",def,,,compile-error,pass,1,2,1
        passed,,,,1,1,,,

        """)
        let broken = Console.capturing()
        XCTAssertEqual(runTool(["class", folder.path], console: broken), 2)
    }

    /// Writes each report as a `check --format json` result into a fresh folder.
    private func resultFiles(_ reports: [GradingReport]) throws -> (folder: URL, files: [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-class-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let files = try reports.enumerated().map { index, report in
            let file = folder.appendingPathComponent("\(index).json").path
            try Data(ReportFormat.json.render(report, console: .capturing(), language: .en).utf8).write(to: URL(fileURLWithPath: file))
            return file
        }
        return (folder, files)
    }

    func testTheTableOfAClassOfTenFoldsToTheTerminal() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-class-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let ids = (1...61).map { "exercise-with-a-long-name-\($0)" }
        var files: [String] = []
        for student in 1...10 {
            let results = ids.enumerated().map { result($0.element, ($0.offset + student) % 3 == 0 ? .fail : .pass) }
            let report = GradingReport(results: results, student: "student \(student)", commit: "abc")
            let file = folder.appendingPathComponent("\(student).json").path
            try Data(ReportFormat.json.render(report, console: .capturing(), language: .en).utf8).write(to: URL(fileURLWithPath: file))
            files.append(file)
        }
        for width in [80, 100] {
            for language in ["en", "zh"] {
                let console = Console.capturing(width: width)
                XCTAssertEqual(runTool(["class", "--lang", language] + files, console: console), 0, console.errors)
                let lines = console.output.split(separator: "\n").map(String.init)
                let widest = lines.max { DisplayWidth.width(of: $0) < DisplayWidth.width(of: $1) } ?? ""
                XCTAssertLessThanOrEqual(DisplayWidth.width(of: widest), width, "\(language) at \(width): \(widest)\n\(console.output)")
                // Every exercise is named once, and every student's score is there.
                for id in ids { XCTAssertEqual(lines.filter { $0.hasSuffix("┌ " + id) }.count, 1, id) }
                XCTAssertEqual(lines.filter { $0.hasPrefix("student 10") && $0.hasSuffix("/61") }.count, 1, console.output)
            }
        }
    }

    func testTheClassCountsPassesAsNumbersInEveryFormat() throws {
        // 12 students: 11 pass "a", 3 pass "b".
        let reports = (0..<12).map { index in
            GradingReport(results: [result("a", index < 11 ? .pass : .fail), result("b", index < 3 ? .pass : .fail)], student: "s\(index)")
        }
        let (folder, files) = try resultFiles(reports)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = Console.capturing()
        XCTAssertEqual(runTool(["class"] + files, console: text), 0, text.errors)
        XCTAssertTrue(text.output.contains("passed    11  3"), text.output)
        XCTAssertTrue(text.output.contains("s10        ✓  ✗  1/2"), text.output)
        XCTAssertTrue(text.output.contains("           │  ┌ b"), text.output)
        XCTAssertFalse(text.output.contains("+"), text.output)
        let zh = Console.capturing()
        XCTAssertEqual(runTool(["class", "--lang", "zh"] + files, console: zh), 0, zh.errors)
        XCTAssertTrue(zh.output.contains("通过人数  11  3"), zh.output)
        let csv = Console.capturing()
        XCTAssertEqual(runTool(["class", "--format", "csv"] + files, console: csv), 0)
        XCTAssertTrue(csv.output.hasSuffix("\npassed,,,,11,3,,,\n"), csv.output)
        let html = Console.capturing()
        XCTAssertEqual(runTool(["class", "--format", "html"] + files, console: html), 0)
        XCTAssertTrue(html.output.contains("<tr><th>passed</th><td>11</td><td>3</td><td></td><td></td></tr>"), html.output)
    }

    func testTheClassSumsEachLessonAndDatesEachCommit() throws {
        func graded(_ id: String, _ lesson: String, _ status: GradeResult.Status) -> GradeResult {
            GradeResult(id: id, lesson: lesson, status: status, file: "Lessons/\(lesson)/Exercises/X.swift")
        }
        var ada = GradingReport(results: [graded("a1", "alpha", .pass), graded("a2", "alpha", .pass), graded("b1", "beta", .fail)], student: "ada")
        ada.commitDate = "2026-11-20T09:05:00Z"
        ada.gradedAt = "2026-11-27T14:10:00Z"
        var bob = GradingReport(results: [graded("a1", "alpha", .fail), graded("a2", "alpha", .pass), graded("b1", "beta", .pass)], student: "bob")
        bob.gradedAt = "2026-11-28T08:00:00Z"
        let (folder, files) = try resultFiles([ada, bob])
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = Console.capturing()
        XCTAssertEqual(runTool(["class"] + files, console: text), 0, text.errors)
        // The score, then the commit's date (a result without one shows –).
        XCTAssertTrue(text.output.contains("ada       ✓✓✗  2/3  2026-11-20 09:05"), text.output)
        XCTAssertTrue(text.output.contains("bob       ✗✓✓  2/3  –"), text.output)
        // Each lesson's passes of its exercises, and when the class was graded.
        XCTAssertTrue(text.output.contains("ada       2/2 0/1"), text.output)
        XCTAssertTrue(text.output.contains("bob       1/2 1/1"), text.output)
        XCTAssertTrue(text.output.contains("graded: 2026-11-27 14:10 – 2026-11-28 08:00 UTC"), text.output)
        let zh = Console.capturing()
        XCTAssertEqual(runTool(["class", "--lang", "zh"] + files, console: zh), 0, zh.errors)
        XCTAssertTrue(zh.output.contains("每课通过的练习："), zh.output)
        XCTAssertTrue(zh.output.contains("批改时间：2026-11-27 14:10 – 2026-11-28 08:00 UTC"), zh.output)
        let csv = Console.capturing()
        XCTAssertEqual(runTool(["class", "--format", "csv"] + files, console: csv), 0)
        XCTAssertTrue(csv.output.hasPrefix("student,commit,commit_date,graded_at,a1,a2,b1,score,max_score,alpha (of 2),beta (of 1)\n"
                                           + "ada,,2026-11-20T09:05:00Z,2026-11-27T14:10:00Z,pass,pass,fail,2,3,2,0\n"), csv.output)
        let html = Console.capturing()
        XCTAssertEqual(runTool(["class", "--format", "html"] + files, console: html), 0)
        XCTAssertTrue(html.output.contains("<tr><th>ada</th><td class=\"pass\">2/2</td><td class=\"\">0/1</td></tr>"), html.output)
        XCTAssertTrue(html.output.contains("<td>2/3</td><td>2026-11-20 09:05</td></tr>"), html.output)
    }

    func testClassCSVKeepsFormulasAsText() throws {
        let names = ["=HYPERLINK(\"http://x\",\"y\")", "+1", "-2", "@SUM(A1)", "\tx", "\ry", "＝1", "a=b"]
        let (folder, files) = try resultFiles(names.map { GradingReport(results: [result("a", .pass)], student: $0, commit: "=1+1") })
        defer { try? FileManager.default.removeItem(at: folder) }
        let csv = Console.capturing()
        XCTAssertEqual(runTool(["class", "--format", "csv"] + files, console: csv), 0)
        let output = csv.output
        XCTAssertTrue(output.contains("\n\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\",'=1+1,,,pass,1,1,1\n"), output)
        for cell in ["'+1,", "'-2,", "'@SUM(A1),", "'\tx,", "\"'\ry\",", "'＝1,", "\na=b,"] {
            XCTAssertTrue(output.contains(cell), "\(cell.debugDescription) in \(output)")
        }
        // No line's first cell, nor any cell after a comma, starts a formula.
        for line in output.split(separator: "\n") {
            XCTAssertFalse(line.hasPrefix("=") || line.hasPrefix("+") || line.hasPrefix("-") || line.hasPrefix("@"), String(line))
            XCTAssertFalse(line.contains(",=") || line.contains(",+") || line.contains(",-") || line.contains(",@"), String(line))
        }
    }

    func testABadResultFileIsNamedAndSkipped() throws {
        let (folder, files) = try resultFiles([GradingReport(results: [result("a", .pass)], student: "ada")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let notJSON = folder.appendingPathComponent("garbage.json").path
        try Data("{ not json".utf8).write(to: URL(fileURLWithPath: notJSON))
        let notResult = folder.appendingPathComponent("other.json").path
        try Data("{\"status\": \"pass\"}".utf8).write(to: URL(fileURLWithPath: notResult))
        let missing = folder.appendingPathComponent("missing.json").path
        let console = Console.capturing()
        XCTAssertEqual(runTool(["class", notJSON] + files + [notResult, missing, folder.path], console: console), 1)
        XCTAssertTrue(console.output.contains("ada       ✓  1/1"), console.output)
        XCTAssertTrue(console.errors.contains("skipped \(notJSON): is not JSON"), console.errors)
        XCTAssertTrue(console.errors.contains("skipped \(notResult): is not a `rxlesson check --format json` result (no `exercises` list)"), console.errors)
        XCTAssertTrue(console.errors.contains("skipped \(missing): cannot be read"), console.errors)
        XCTAssertTrue(console.errors.contains("skipped \(folder.path): cannot be read"), console.errors)
        let none = Console.capturing()
        XCTAssertEqual(runTool(["class", notJSON, missing], console: none), 2)
        XCTAssertTrue(none.errors.contains("error: none of the files"), none.errors)
    }

    func testGitHubOutputNeverLetsLearnerTextStartACommand() {
        let hostile = "wrong\r::error file=x::forged\n::add-mask::secret"
        let report = GradingReport(results: [result("a", .fail, message: hostile)])
        let text = ReportFormat.github.render(report, console: .capturing(), language: .en)
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("::") {
                XCTAssertTrue(trimmed.hasPrefix("::error file=Lessons/") || trimmed.hasPrefix("::notice title="), String(line))
            }
        }
        XCTAssertFalse(text.contains("\r"))
    }

    func testJUnitHasTimesAndIsWellFormed() throws {
        var slow = result("a", .timeout, message: "did not finish <&>")
        slow.durationMilliseconds = 1500
        let xml = ReportFormat.junit.render(GradingReport(results: [slow, result("b", .pass)], student: "ada"), console: .capturing(), language: .en)
        XCTAssertTrue(xml.contains("<testcase name=\"a\" classname=\"rxlesson.dispose\" time=\"1.500\">"), xml)
        XCTAssertTrue(xml.contains("<error message=\"did not finish &lt;&amp;&gt;\" type=\"timeout\">"), xml)
        XCTAssertTrue(xml.contains("<testsuite name=\"dispose\" id=\"0\" package=\"rxlesson\" tests=\"2\" failures=\"0\" errors=\"1\" skipped=\"0\" time=\"1.500\""), xml)
    }

    /// `class` reads `check --format json` through the type that writes it: read back and
    /// written again, the text is the same.
    func testCheckJSONReadsBackThroughTheTypeThatWritesIt() throws {
        var failing = result("b", .fail, message: "tick 3: expected next(2), got next(4)")
        failing.divergence = TraceDivergence(operatorName: "scan", file: "GuestCount.swift", line: 6, chain: 0, tick: 3,
                                             sentences: Localized(zh: "第 3 拍：期望 next(2)，实际是 next(4)", en: "tick 3: expected next(2), got next(4)"))
        failing.variant = GradeResult.VariantShown(index: 2, choice: "variant:7", inputs: [.init(name: "a", diagram: "-1-|"), .init(name: "b", diagram: "--2|")])
        failing.line = 6
        var report = GradingReport(results: [result("a", .pass), failing, result("c", .compileError, message: "does not compile")], student: "ada")
        report.variants = "course 0.4.0, 3 variants"
        for language in [Language.en, .zh] {
            let written = ReportFormat.json.render(report, console: .capturing(), language: language)
            let document = try JSONDecoder().decode(CheckDocument.self, from: Data(written.utf8))
            XCTAssertEqual(try JSONValue(encoding: document).text, written)
            XCTAssertEqual(document.exercises[1].firstDifference?.sentence, failing.divergence?.sentences[language])
        }
    }

    func testTheClassPageShowsWhereAFailingChainFirstDiffers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-class-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var failing = result("b", .fail, message: "tick 3: expected next(2), got next(4)")
        failing.divergence = TraceDivergence(operatorName: "scan", file: "GuestCount.swift", line: 6, chain: 0, tick: 3,
                                             sentences: Localized(zh: "第 3 拍：期望 next(2)，实际是 next(4)", en: "tick 3: expected next(2), got next(4)"))
        let file = folder.appendingPathComponent("ada.json").path
        let report = GradingReport(results: [result("a", .pass), failing], student: "ada <3")
        try Data(ReportFormat.json.render(report, console: .capturing(), language: .en).utf8).write(to: URL(fileURLWithPath: file))
        let console = Console.capturing()
        XCTAssertEqual(runTool(["class", "--format", "html", file], console: console), 0, console.errors)
        let html = console.output
        XCTAssertTrue(html.contains("title=\"fail — tick 3: expected next(2), got next(4) — scan  GuestCount.swift:6: tick 3: expected next(2), got next(4)\""), html)
        XCTAssertTrue(html.contains("<tr><td class=\"l\">ada &lt;3</td><td class=\"l\">b</td><td class=\"l\"><code>scan  GuestCount.swift:6</code></td>"), html)
    }

    /// `class` says each student's result in the table's language, whatever language the
    /// `check --format json` was written in.
    func testTheClassSaysEachResultInItsOwnLanguage() throws {
        var failing = GradeResult(id: "b", lesson: "dispose", status: .timeout, file: "Lessons/dispose/Exercises/X.swift")
        failing.failure = .timedOut(milliseconds: 10_000, stillRunning: 6)
        failing.divergence = TraceDivergence(operatorName: "scan", file: "GuestCount.swift", line: 6, chain: 0, tick: 3,
                                             sentences: Localized(zh: "第 3 拍：期望 next(2)，实际是 next(4)", en: "tick 3: expected next(2), got next(4)"))
        let report = GradingReport(results: [result("a", .pass), failing], student: "ada")
        for (written, read) in [(Language.en, Language.zh), (.zh, .en)] {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-class-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("ada.json").path
            let json = ReportFormat.json.render(report, console: .capturing(), language: written)
            XCTAssertTrue(json.contains(#""failure":{"timedOut":{"milliseconds":10000,"stillRunning":6}}"#), json)
            try Data(json.utf8).write(to: URL(fileURLWithPath: file))
            let console = Console.capturing()
            XCTAssertEqual(runTool(["class", "--lang", read.rawValue, "--format", "html", file], console: console), 0, console.errors)
            let html = console.output
            let title = "timeout — \(failing.message(read)) — scan  GuestCount.swift:6: \(failing.divergence!.sentences[read])"
            XCTAssertTrue(html.contains("title=\"\(Escaping.html(title))\""), html)
            XCTAssertTrue(html.contains("<td class=\"l\">\(Escaping.html(failing.divergence!.sentences[read]))</td>"), html)
            XCTAssertFalse(html.contains(Escaping.html(failing.message(written))), html)
        }
    }

    func testCheckWritesHTMLToAnHTMLFile() {
        XCTAssertEqual(CheckCommand.split("out/report.html", default: .text).0, .html)
        XCTAssertEqual(CheckCommand.split("html:report.txt", default: .json).0, .html)
        XCTAssertEqual(CheckCommand.split("report.json", default: .html).0, .json)
    }
}
