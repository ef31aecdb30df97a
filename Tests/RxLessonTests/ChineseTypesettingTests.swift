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

    func testCheckOutputAtEveryWidth() throws {
        let exercise = try XCTUnwrap(lessonCatalog.flatMap(\.exercises).first { $0.id == "dispose-interval" })
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent(exercise.file)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent(exercise.file), to: file)
        for width in Self.widths {
            let console = Console.capturing(width: width)
            XCTAssertEqual(runTool(["check", exercise.id, "--lang", "zh"], catalog: lessonCatalog, console: console, root: root), 1,
                           "the stub fails: \(console.output)\(console.errors)")
            XCTAssertTrue(console.output.contains("未通过"), console.output)
            let found = findings(console.output, width: width)
            XCTAssertEqual(found.count, 0, "check at \(width) columns:\n" + found.joined(separator: "\n"))
        }
    }

    /// Every one-line `zh:` string literal of the tool and the lessons.
    func testChineseStringsInTheSources() throws {
        var found: [String] = []
        for folder in ["Sources", "Lessons"] {
            let root = Self.repository.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
            for file in files where file.pathExtension == "swift" {
                for text in Self.chineseLiterals(try String(contentsOf: file, encoding: .utf8)) {
                    found += ChineseTypesetting.findings(in: text, terms: Self.terms).map { "\(file.lastPathComponent): \($0)" }
                }
            }
        }
        XCTAssertEqual(found.count, 0, found.joined(separator: "\n"))
    }

    /// The one-line `zh: "…"` literals of a Swift file, each interpolation read as one neutral
    /// character (〇), escapes resolved.
    static func chineseLiterals(_ source: String) -> [String] {
        let characters = Array(source), marker = Array(#"zh: ""#)
        var literals: [String] = []
        var index = 0
        while index + marker.count <= characters.count {
            guard Array(characters[index..<index + marker.count]) == marker else { index += 1; continue }
            index += marker.count
            var text = ""
            while index < characters.count, characters[index] != "\n" {
                let character = characters[index]
                if character == "\"" {
                    literals.append(text)
                    break
                }
                if character == "\\", index + 1 < characters.count, characters[index + 1] == "(" {
                    var depth = 0
                    index += 1
                    repeat {
                        if characters[index] == "(" { depth += 1 } else if characters[index] == ")" { depth -= 1 }
                        index += 1
                    } while depth > 0 && index < characters.count
                    text.append("〇")
                    continue
                }
                if character == "\\", index + 1 < characters.count {
                    text.append(characters[index + 1] == "n" ? "\n" : characters[index + 1])
                    index += 2
                    continue
                }
                text.append(character)
                index += 1
            }
        }
        return literals
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
