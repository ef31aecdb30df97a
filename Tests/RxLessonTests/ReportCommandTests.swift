import Foundation
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
        for text in [index, page, operators] {
            XCTAssertFalse(text.contains("<script"))
            XCTAssertFalse(text.contains("http://") && !text.contains("http://www.w3.org/2000/svg"))
        }
    }

    func testReportUsage() {
        XCTAssertEqual(run(["report"]).0, 2)
        XCTAssertEqual(run(["report", "--html"]).0, 2)
        let (status, console) = run(["report", "--html", directory.path, "sampel"])
        XCTAssertEqual(status, 2)
        XCTAssertTrue(console.errors.contains("did you mean sample?"), console.errors)
    }

    func testRunWritesTheDemosFiguresAsSVG() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("sample.svg").path
        let (status, console) = run(["run", "sample", "--svg", path])
        XCTAssertEqual(status, 0, console.errors)
        XCTAssertTrue(console.output.contains("of  ReportCommandTests.swift:13  --1-2-|"), console.output)
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
