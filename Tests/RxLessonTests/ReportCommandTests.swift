import CourseKit
import Foundation
import LessonCatalog
import LessonEngine
import LessonKit
import RxCore
import TextKit
import XCTest

final class ReportCommandTests: XCTestCase {
    private let sample = Lesson(
        id: "sample",
        demos: [
            Demo(id: "ok", documented: "1\n2") { play in
                _ = play.probe("of", Observable.of(1, 2, scheduler: play.scheduler)).subscribe(onNext: { play.print($0) })
            },
        ]
    ).written(zh: "# 样例\n\n> test § Sample\n\n摘要\n\n## 好 {#ok}\n\n解释\n",
              en: "# Sample\n\n> test § Sample\n\nSummary <b>\n\n## Good {#ok}\n\nExplains\n")

    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-report-\(UUID().uuidString)")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
    }

    private func run(_ arguments: [String]) -> (Int32, Console) {
        let console = Console.capturing()
        let status = runTool(arguments, catalog: [sample], environment: [:], console: console)
        return (status, console)
    }

    /// Every inline `<svg>…</svg>` of a page, each well-formed XML.
    private func inlineSVGs(_ html: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        var found: [String] = []
        var rest = html[...]
        while let start = rest.range(of: "<svg "), let end = rest.range(of: "</svg>", range: start.upperBound..<rest.endIndex) {
            let svg = String(rest[start.lowerBound..<end.upperBound])
            XCTAssertNil(XMLCheck.failure(svg), file: file, line: line)
            found.append(svg)
            rest = rest[end.upperBound...]
        }
        return found
    }

    func testReportWritesAnIndexALessonPageAndTheOperators() throws {
        let (status, console) = run(["report", "--html", directory.path])
        XCTAssertEqual(status, 0, console.errors)
        XCTAssertTrue(console.output.contains("wrote 3 pages"), console.output)
        let index = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(index.contains("<a href=\"lesson-sample.html\"><b>sample</b></a>"), index)
        // Every page the index links is there.
        var rest = index[...]
        while let start = rest.range(of: "href=\""), let end = rest[start.upperBound...].firstIndex(of: "\"") {
            let target = String(rest[start.upperBound..<end])
            XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent(target).path), "index links \(target)")
            rest = rest[end...]
        }
        XCTAssertTrue(index.contains("href=\"operators.html\""))
        let page = try String(contentsOf: directory.appendingPathComponent("lesson-sample.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("Summary &lt;b&gt;"))
        XCTAssertTrue(page.contains("identical ✓"))
        let svgs = inlineSVGs(page)
        XCTAssertEqual(svgs.count, 1)
        XCTAssertTrue(svgs[0].contains("next(1) at tick 1"), svgs[0])
        let operators = try String(contentsOf: directory.appendingPathComponent("operators.html"), encoding: .utf8)
        XCTAssertEqual(inlineSVGs(operators).count, Gallery.examples.count)
        // The only script is the lesson page's clock, inline; nothing comes from outside.
        XCTAssertFalse(index.contains("<script") || operators.contains("<script"))
        XCTAssertEqual(page.components(separatedBy: "<script").count, 2, page)
        XCTAssertTrue(page.contains("data-scrub"), page)
        for text in [index, page, operators] {
            XCTAssertFalse(text.contains("src=") || text.contains("https://"))
            XCTAssertFalse(text.contains("http://") && !text.contains("http://www.w3.org/2000/svg"))
        }
    }

    /// A lesson page lists the lesson's exercises: id, name, task and the learner's state.
    func testALessonPageListsItsExercisesWithTheirState() throws {
        let lesson = try XCTUnwrap(lessonCatalog.first { $0.id == "traits" })
        let root = directory.appendingPathComponent("course")
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".rxlesson"), withIntermediateDirectories: true)
        let first = lesson.exercises[0], second = lesson.exercises[1]
        try Data("{\"grades\":{\"\(first.id)\":\"pass\",\"\(second.id)\":\"fail\"},\"hints\":{}}".utf8)
            .write(to: root.appendingPathComponent(".rxlesson/progress.json"))
        for (language, states) in [(Language.en, ["pass", "fail", "not tried"]), (.zh, ["通过", "未通过", "还没做"])] {
            let console = Console.capturing()
            let site = directory.appendingPathComponent("site-\(language)")
            XCTAssertEqual(runTool(["report", "--html", site.path, "traits", "--lang", language == .zh ? "zh" : "en"], catalog: [lesson],
                                   console: console, root: root), 0, console.errors)
            let page = try String(contentsOf: site.appendingPathComponent("lesson-traits.html"), encoding: .utf8)
            let list = try XCTUnwrap(page.range(of: "<ul class=\"exercises\">")).upperBound
            let items = Array(page[list...].components(separatedBy: "<li>").dropFirst().prefix(lesson.exercises.count))
            XCTAssertEqual(items.count, lesson.exercises.count)
            for (item, exercise) in zip(items, lesson.exercises) {
                XCTAssertTrue(item.contains("<code>\(exercise.id)</code>"), item)
                XCTAssertTrue(item.contains(Escaping.html(exercise.title[language])), item)
                XCTAssertTrue(item.contains(Escaping.html(exercise.statement[language]).prefix(30)), item)
            }
            XCTAssertTrue(items[0].contains(states[0]), items[0])
            XCTAssertTrue(items[1].contains(states[1]), items[1])
            XCTAssertTrue(items[2].contains(states[2]), items[2])
        }
    }

    func testReportUsage() {
        XCTAssertEqual(run(["report"]).0, 2)
        XCTAssertEqual(run(["report", "--html"]).0, 2)
        let (status, console) = run(["report", "--html", directory.path, "sampel"])
        XCTAssertEqual(status, 2)
        XCTAssertTrue(console.errors.contains("did you mean 'sample'?"), console.errors)
    }

    func testRunWritesTheDemosFiguresAsSVG() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("sample.svg").path
        let (status, console) = run(["run", "sample", "--svg", path])
        XCTAssertEqual(status, 0, console.errors)
        XCTAssertTrue(console.output.contains("of  ReportCommandTests.swift:15  --1-2-|"), console.output)
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertNil(XMLCheck.failure(svg))
        XCTAssertTrue(svg.contains("sample · 1. Good"))
        XCTAssertEqual(svg, try { () throws -> String in
            _ = run(["run", "sample", "--svg", path])
            return try String(contentsOfFile: path, encoding: .utf8)
        }(), "deterministic")

        let html = directory.appendingPathComponent("lesson-sample.html").path
        XCTAssertEqual(run(["run", "--json", "sample", "--svg", html]).0, 0)
        XCTAssertEqual(inlineSVGs(try String(contentsOfFile: html, encoding: .utf8)).count, 1)
        XCTAssertEqual(run(["run", "sample", "--svg"]).0, 2)
    }
}
