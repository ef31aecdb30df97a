import Foundation
@testable import LessonEngine
import LessonKit
import Marbles
import RxCore
import TextKit
import XCTest

/// A learner who asked for Chinese reads no English sentence from the grader, except what
/// the compiler or the Swift runtime said, quoted as they said it.
final class ChineseGradingMessagesTests: XCTestCase {
    func testEveryGradingMessageIsAsCompleteInChinese() {
        let messages: [Localized] = [
            GradingMessages.timedOut(after: 10), GradingMessages.timedOut(after: 2.5),
            GradingMessages.printedTooMuch(kibibytes: 1024), GradingMessages.couldNotStart("No such file or directory"),
            GradingMessages.crashed(signal: nil, exitStatus: 3, reason: nil),
            GradingMessages.ranAway(at: 10_000),
            GradingMessages.grammarBroken(reentrant: false, source: "PublishSubject<Int>", event: "next(1)"),
            GradingMessages.grammarBroken(reentrant: true, source: "PublishSubject<Int>", event: "next(1)"),
            GradingMessages.sentence(FirstDifference.noResultStream), GradingMessages.sentence(FirstDifference.output(line: 2, expected: "next(a)", actual: "next(b)")),
            GradingMessages.sentence(FirstDifference.output(line: 2, expected: "next(a)", actual: nil)),
            GradingMessages.sentence(FirstDifference.output(line: 2, expected: nil, actual: "next(b)")),
            GradingMessages.sentence(GradeFailure.hiddenVariant(2, .stillOpen(file: "RxCore/Interval.swift", line: 4), printedWithPrint: true)),
            GradingMessages.neverReleased("controller deinit", holder: 7), GradingMessages.neverReleased("view deinit", holder: nil),
            GradingMessages.stillOpen(at: GradingMessages.line(5)), GradingMessages.leaked(1), GradingMessages.leaked(3),
            GradingMessages.doesNotCompile(nil), GradingMessages.moreCharacters(120),
            GradingMessages.missing("Lessons/dispose/Exercises/StopTheInterval.swift", exercise: "dispose-interval"),
            GradingMessages.tooLarge("Lessons/dispose/Exercises/StopTheInterval.swift"),
            GradingMessages.notUTF8("Lessons/dispose/Exercises/StopTheInterval.swift", exercise: "dispose-interval"),
            GradingMessages.cannotWriteBuildFolder("/tmp/x", "Permission denied"),
            GradingMessages.signatureChanged(entry: "endOnSignal", compiler: "missing argument for parameter 'stop' in call"),
            GradingMessages.compilerSaidNothing,
            GradingMessages.compilerTimedOut(after: 180), GradingMessages.cannotRunCompiler("/usr/bin/swiftc", "Permission denied"),
            GradingMessages.cannotKeepProgram("/tmp/exercise"),
            GradingSetupError.noBuildProducts.message, GradingSetupError.noCompiler.message,
        ] + [
            // Why a failing run's chains could not be drawn, said under the trace.
            MarbleRenderError.outOfOrder(time: 3), .beforeOrigin(time: 1, origin: 2), .offFrame(time: 3, frame: 2),
            .tooClose(time: 112, frame: 1), .tooClose(time: 112, frame: nil), .tooManyValues(70), .tooWide(columns: 500),
            .invalidFrame(0),
        ].map(\.sentences) + [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGKILL, SIGTERM].map {
            GradingMessages.crashed(signal: $0, exitStatus: nil, reason: "Fatal error: Index out of range")
        }
        for message in messages {
            XCTAssertEqual(Self.englishSentences(in: message.zh), [], message.zh)
            XCTAssertEqual(ChinesePunctuation.hasAsciiPunctuationInChineseProse(message.zh).count, 0, message.zh)
            // The check can fail: the English of most messages is caught by it.
            XCTAssertFalse(message.en.isEmpty)
        }
        XCTAssertFalse(Self.englishSentences(in: GradingMessages.timedOut(after: 10).en).isEmpty)
        XCTAssertEqual(GradingMessages.timedOut(after: 10).zh.hasPrefix("10 秒"), true)
        // A crash says what kind of trap it was in both languages.
        XCTAssertTrue(GradingMessages.crashed(signal: SIGILL, exitStatus: nil, reason: nil).zh.contains("下标越界"))
    }

    /// Whole grades in Chinese, one per kind of failure the learner's file can cause.
    func testGradesInChineseSayNothingInEnglish() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let interval = try ScratchCourse.exercise("dispose-interval")
        let takeUntil = try ScratchCourse.exercise("dispose-take-until")
        let letters = try ScratchCourse.exercise("observables-letters")
        let search = try ScratchCourse.exercise("ui-tips-search")
        let inbox = try ScratchCourse.exercise("kvo-retain-self")
        let just = try ScratchCourse.exercise("create-my-just")
        try FileManager.default.removeItem(at: scratch.root.appendingPathComponent(interval.file))
        try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: scratch.root.appendingPathComponent(letters.file))
        try scratch.write("import RxCore\nfunc endOnSignal(_ ticks: Observable<Int>) -> Observable<Int> { ticks }\n", to: takeUntil)
        try scratch.write("import RxCore\n\nfunc searchResults(query: Observable<String>, search: @escaping (String) -> Observable<[String]>,\n                   scheduler: SchedulerType) -> Observable<[String]> {\n    let words: [String] = []\n    _ = words[2]\n    return query.flatMap { search($0) }\n}\n", to: search)
        try scratch.write(try String(contentsOf: ScratchCourse.repository.appendingPathComponent(inbox.stubFile), encoding: .utf8), to: inbox)
        try scratch.write("import RxCore\nfunc myJust<E>(_ element: E) -> Observable<E> {\n    Observable.create { observer in\n        observer.on(.completed)\n        observer.on(.next(element))\n        return Disposables.create()\n    }\n}\n", to: just)
        var grader = CourseGrader(grader: try Grader.forThisBuild().get())
        grader.grader.referenceRoot = ScratchCourse.repository
        let results = grader.grade([interval, letters, takeUntil, search, inbox, just], from: .workingCopy(root: scratch.root))
        XCTAssertEqual(results.map(\.status), [.compileError, .compileError, .compileError, .crash, .fail, .fail], results.map { $0.message(.zh) }.joined(separator: "\n"))
        XCTAssertTrue(results[5].message(.zh).hasPrefix("违反了 Rx 语法：Observable<Int>.create 已经结束，又发出了 next(7)"), results[5].message(.zh))
        for result in results {
            XCTAssertEqual(Self.englishSentences(in: result.message(.zh)), [], result.message(.zh))
            XCTAssertEqual(Self.englishSentences(in: result.trace(.zh) ?? ""), [], result.trace(.zh) ?? "")
        }
    }

    /// Runs of three or more English words, outside code spans, quotes, and what the compiler,
    /// the runtime or the system said (quoted after 编译器说：, 运行时的报告： or 系统的报告：).
    static func englishSentences(in text: String) -> [String] {
        var prose = text
        for pattern in [#"`[^`]*`"#, #"“[^”]*”"#, #""[^"]*""#, #"编译器说：[^）]*"#, #"的报告：.*"#] {
            prose = prose.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
        }
        let words = #"[A-Za-z][A-Za-z'-]*(?:[ ]+[A-Za-z][A-Za-z'-]*){2,}"#
        var found: [String] = []
        var rest = prose[...]
        while let range = rest.range(of: words, options: .regularExpression) {
            found.append(String(rest[range]))
            rest = rest[range.upperBound...]
        }
        return found
    }
}
