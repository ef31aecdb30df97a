import Foundation
@testable import LessonEngine
import LessonKit
import XCTest

#if os(Linux)
/// A file that keeps the compiler busy to its time limit is refused, and that refusal is kept:
/// grading the same text again costs nothing. A compile cut short by a machine too busy to run
/// it is not the file's fault and is compiled again next time.
final class CompilerTimeoutTests: XCTestCase {
    /// A stand-in compiler that counts its compiles in `counter` and then `works` (spins three
    /// processes) or waits, never finishing; anything else it is asked (a parse, its jobs'
    /// listing) fails at once.
    private func fakeCompiler(working works: Bool, counter: URL, in folder: URL) throws -> SwiftCompiler {
        let script = folder.appendingPathComponent("swiftc")
        let body = works ? "spin & spin & spin" : "sleep 60"
        try Data("""
        #!/bin/sh
        spin() { while :; do :; done; }
        case "$*" in -###*) exit 1 ;; *-wmo*) echo compile >> '\(counter.path)'; \(body); wait ;; esac
        exit 1

        """.utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return SwiftCompiler(path: script.path)
    }

    private func compiles(working works: Bool) throws -> (count: Int, diagnostics: [Diagnostic]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-timeout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let counter = folder.appendingPathComponent("compiles")
        var compiler = ExerciseCompiler(products: try Grader.forThisBuild().get().compiler.products,
                                        compiler: try fakeCompiler(working: works, counter: counter, in: folder))
        compiler.timeout = 3
        compiler.enforcesRules = false
        let exercise = try ScratchCourse.exercise("dispose-take-until")
        let text = "// \(UUID().uuidString)\n"
        var found: [Diagnostic] = []
        for _ in 0..<2 {
            guard case .refused(let diagnostics) = compiler.build(exercise, text: text, shownAs: exercise.file) else {
                XCTFail("a compile that never ends was not refused"); continue
            }
            found += diagnostics
        }
        let count = (try? String(contentsOf: counter, encoding: .utf8))?.split(separator: "\n").count ?? 0
        return (count, found)
    }

    func testACompileThatWorksToItsLimitIsRefusedOnceAndRemembered() throws {
        let (count, diagnostics) = try compiles(working: true)
        XCTAssertEqual(count, 1)
        XCTAssertEqual(diagnostics.count, 2)
        XCTAssertEqual(diagnostics[0], diagnostics[1], "the kept refusal is the refusal")
        XCTAssertTrue(diagnostics.allSatisfy { $0.message(.en).contains("3 s") }, "\(diagnostics)")
    }

    func testACompileThatOnlyWaitedIsTriedAgain() throws {
        let (count, diagnostics) = try compiles(working: false)
        XCTAssertEqual(count, 2)
        XCTAssertEqual(diagnostics.count, 2)
    }

    /// A refusal is graded once, in no language, and kept once for every reader: the result
    /// and its kept refusal say it all in English to one, all in Chinese to another.
    func testARefusalGradedOnceIsSaidInEachLanguage() throws {
        let (_, diagnostics) = try compiles(working: true)
        let refused = try XCTUnwrap(diagnostics.last, "refused from what was kept")
        var result = GradeResult(id: "dispose-take-until", lesson: "dispose", status: .compileError, file: refused.file)
        result.failure = try .doesNotCompileSaidByGrader(XCTUnwrap(refused.standIn))
        result.line = refused.line
        result.diagnostics = [refused]
        let report = GradingReport(results: [result])
        let en = ReportFormat.text.render(report, console: .capturing(width: 100), language: .en)
        let zh = ReportFormat.text.render(report, console: .capturing(width: 100), language: .zh)
        XCTAssertTrue(en.contains("does not compile: the compiler did not finish within 3 s"), en)
        XCTAssertTrue(zh.contains(GradingMessages.compilerTimedOut(after: 3).zh), zh)
        XCTAssertTrue(zh.contains("3 秒"), zh)
        XCTAssertFalse(zh.contains("did not finish"), zh)
        let command = "rxlesson hint dispose-take-until"
        XCTAssertEqual(ChineseGradingMessagesTests.englishSentences(in: zh.replacingOccurrences(of: command, with: "")), [], zh)
    }
}
#endif
