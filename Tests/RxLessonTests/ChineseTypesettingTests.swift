import Foundation
import LessonCatalog
import LessonEngine
import LessonKit
import TextKit
import XCTest

/// Chinese as a Chinese reader expects it, in every text a learner reads and at every width a
/// terminal may have: `ChineseTypesetting` finds nothing.
final class ChineseTypesettingTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let widths = [60, 80, 100]

    /// The avoid table of docs/glossary.md.
    static let terms: [ChineseTerm] = {
        let glossary = (try? String(contentsOf: repository.appendingPathComponent("docs/glossary.md"), encoding: .utf8)) ?? ""
        return ChineseTerm.glossary(glossary)
    }()

    func testTheGlossaryListsWordsToAvoid() {
        XCTAssertTrue(Self.terms.contains { $0.avoid == "滴答" && $0.use == "拍" }, "\(Self.terms)")
    }

    func testLessonProse() {
        var found: [String] = []
        for lesson in lessonCatalog {
            var texts = [("title", lesson.title.zh), ("source", lesson.source.zh), ("summary", lesson.summary.zh)]
            for demo in lesson.demos {
                texts += [(demo.id, demo.title.zh), (demo.id, demo.explanation.zh)] + (demo.note.map { [(demo.id + " note", $0.zh)] } ?? [])
            }
            for exercise in lesson.exercises {
                texts += [(exercise.id, exercise.title.zh), (exercise.id, exercise.task.zh)]
                texts += exercise.hints.enumerated().map { ("\(exercise.id) hint \($0.offset + 1)", $0.element.zh) }
            }
            for (place, text) in texts {
                found += ChineseTypesetting.findings(in: text, terms: Self.terms).map { "\(lesson.id) \(place) \($0)" }
            }
        }
        XCTAssertEqual(found.count, 0, found.joined(separator: "\n"))
    }

    /// The tool's own words (`Sources/<module>/Text/zh.md`): help, messages, the gallery, the quiz.
    func testToolText() throws {
        var found: [String] = []
        for module in TextFilesTests.modules {
            let texts = try TextFilesTests.file(module, .zh).texts
            for (id, text) in texts.sorted(by: { $0.key < $1.key }) {
                found += ChineseTypesetting.findings(in: text, terms: Self.terms).map { "\(module) \(id) \($0)" }
            }
        }
        XCTAssertEqual(found.count, 0, found.joined(separator: "\n"))
    }

    func testRunAllAtEveryWidth() {
        for width in Self.widths {
            let console = Console.capturing(width: width)
            XCTAssertEqual(runTool(["run", "--all", "--lang", "zh"], catalog: lessonCatalog, console: console), 0)
            let found = findings(console.output, width: width)
            XCTAssertEqual(found.count, 0, "run --all at \(width) columns:\n" + found.joined(separator: "\n"))
        }
    }

    func testHintsAndTasksAtEveryWidth() {
        for width in Self.widths {
            var found: [String] = []
            for exercise in lessonCatalog.flatMap(\.exercises) {
                let console = Console.capturing(width: width)
                let root = FileManager.default.temporaryDirectory.appendingPathComponent("hints-\(UUID().uuidString)")
                defer { try? FileManager.default.removeItem(at: root) }
                XCTAssertEqual(runTool(["hint", exercise.id, "--all", "--lang", "zh"], catalog: lessonCatalog, console: console, root: root), 0)
                found += findings(console.output, width: width).map { "hint \(exercise.id): \($0)" }
                // The task as `watch` introduces an exercise.
                let task = Wrapping.wrap(exercise.task.zh, width: width, indent: "  ")
                found += ChineseTypesetting.findings(inWrappedLines: task, width: width).map { "task \(exercise.id): \($0)" }
            }
            XCTAssertEqual(found.count, 0, "hints and tasks at \(width) columns:\n" + found.joined(separator: "\n"))
        }
    }

    /// What a reader sees first: the tool's help, a command's help, the lesson list, an
    /// exercise's hints and a failing check, at every width.
    func testCommandsAtEveryWidth() throws {
        let exercise = try XCTUnwrap(lessonCatalog.flatMap(\.exercises).first { $0.id == "marbles-endings" })
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("commands-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent(exercise.file)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent(exercise.stubFile), to: file)
        let commands = [["--help"], ["marble", "--help"], ["check", "--help"], ["play", "--help"], ["list"],
                        ["hint", exercise.id], ["check", exercise.id], ["run", "observables"]]
        for width in Self.widths {
            var found: [String] = []
            for command in commands {
                let console = Console.capturing(width: width)
                runTool(command + ["--lang", "zh"], catalog: lessonCatalog, console: console, root: root)
                let output = console.output + console.errors
                XCTAssertTrue(output.contains(where: CJK.isHan), "\(command) speaks Chinese: \(output)")
                found += findings(output, width: width).map { "\(command.joined(separator: " ")): \($0)" }
            }
            XCTAssertEqual(found.count, 0, "commands at \(width) columns:\n" + found.joined(separator: "\n"))
        }
    }

    func testCheckOutputAtEveryWidth() throws {
        let exercise = try XCTUnwrap(lessonCatalog.flatMap(\.exercises).first { $0.id == "dispose-interval" })
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent(exercise.file)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent(exercise.stubFile), to: file)
        for width in Self.widths {
            let console = Console.capturing(width: width)
            XCTAssertEqual(runTool(["check", exercise.id, "--lang", "zh"], catalog: lessonCatalog, console: console, root: root), 1,
                           "the stub fails: \(console.output)\(console.errors)")
            XCTAssertTrue(console.output.contains("未通过"), console.output)
            let found = findings(console.output, width: width)
            XCTAssertEqual(found.count, 0, "check at \(width) columns:\n" + found.joined(separator: "\n"))
        }
    }

    /// Every string literal with Chinese in it, in the tool and the lessons (help texts, grader
    /// and error messages, `Localized(zh:en:)`, `language == .zh ? "…" : "…"`, a demo's
    /// narration), and every Chinese comment of a file a learner opens (an exercise's stub,
    /// the learner's copy, the solution, a demo's source, the playground).
    func testChineseInTheSwiftSources() throws {
        var found: [String] = []
        for folder in ["Sources", "Lessons", "Playground", "Workbook"] {
            let root = Self.repository.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
            for file in files where file.pathExtension == "swift" {
                let learnerReads = folder != "Sources"
                let relative = String(file.path.dropFirst(Self.repository.path.count + 1))
                for piece in ChineseInSwift.pieces(in: try String(contentsOf: file, encoding: .utf8))
                where piece.kind == .literal || learnerReads {
                    found += ChineseTypesetting.findings(in: piece.text, terms: Self.terms).map { "\(relative):\(piece.line) \(piece.kind.rawValue) \($0)" }
                }
            }
        }
        XCTAssertEqual(found.count, 0, found.joined(separator: "\n"))
    }

    /// The lesson texts as written, every line (titles, notes, hints and the sections the
    /// catalog does not show as prose alike).
    func testLessonTextFiles() throws {
        var found: [String] = []
        let lessons = Self.repository.appendingPathComponent("Lessons")
        for lesson in try FileManager.default.contentsOfDirectory(atPath: lessons.path).sorted() {
            let file = lessons.appendingPathComponent(lesson).appendingPathComponent("Text/zh.md")
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            // A heading's `{#id .class}` is markup, not prose.
            let prose = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
                if line.hasPrefix("> ") { return String(line.dropFirst(2)) }  // a quotation's marker
                guard line.hasPrefix("#"), let brace = line.range(of: " {#") else { return String(line) }
                return String(line[..<brace.lowerBound])
            }.joined(separator: "\n")
            found += ChineseTypesetting.findings(in: prose, terms: Self.terms).map { "Lessons/\(lesson)/Text/zh.md \($0)" }
        }
        XCTAssertEqual(found.count, 0, found.joined(separator: "\n"))
    }

    /// The checker can fail: a known-bad Swift source and a known-bad lesson text are found.
    func testTheCheckerFindsAKnownBadSample() {
        let swift = #"""
        console.out(language == .zh ? "文档这里没有打印输出; 我们的运行打印:" : "The document printed nothing here:")
        /// 放在 flatMapLatest 里面的 catchAndReturn 只接住那一次查询的 404
        """#
        let fromSwift = ChineseInSwift.pieces(in: swift).flatMap { ChineseTypesetting.findings(in: $0.text, terms: Self.terms) }
        XCTAssertEqual(fromSwift.map(\.rule), [.asciiPunctuation, .asciiPunctuation, .term], "\(fromSwift)")
        let text = "letters(_:failAt:on:) 拿到一份字母计划和 playground。展示的场景是 a b。现在的代码只安排了前两个字母。隐藏的变体用别的计划。"
        let terms = ChineseTypesetting.findings(in: text, terms: Self.terms).filter { $0.rule == .term }.map(\.excerpt)
        XCTAssertEqual(terms.count, 5, "\(terms)")
        let wrapped = ["每列 1 拍，即 0.1 秒。每行的第 0 列是第", "0 拍。"]
        XCTAssertFalse(ChineseTypesetting.findings(inWrappedLines: wrapped, width: 40).isEmpty)
    }

    /// A demo's own narration comes in the reader's language; nothing else changes with it.
    func testDemosNarrateInChineseAndChangeNothingElse() throws {
        for lesson in lessonCatalog {
            let english = DemoRunner.run(lesson: lesson).results
            let chinese = DemoRunner.run(lesson: lesson, language: .zh).results
            XCTAssertEqual(chinese.map(\.verdict), english.map(\.verdict), lesson.id)
            XCTAssertEqual(chinese.map { $0.drawing?.lines ?? [] }, english.map { $0.drawing?.lines ?? [] }, lesson.id)
        }
        let dispose = try XCTUnwrap(lessonCatalog.first { $0.id == "dispose" })
        let scoped = { (language: Language) in
            DemoRunner.run(lesson: dispose, language: language).results.first { $0.demo.id == "scoped-dispose" }?.actual ?? ""
        }
        XCTAssertTrue(scoped(.zh).contains("第 10 拍离开第一个作用域"), scoped(.zh))
        XCTAssertTrue(scoped(.en).contains("leaving the first scope at tick 10"), scoped(.en))
    }

    /// Line-breaking faults of the output.
    private func findings(_ output: String, width: Int) -> [String] {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return ChineseTypesetting.findings(inWrappedLines: lines, width: width).map(\.description)
    }
}
