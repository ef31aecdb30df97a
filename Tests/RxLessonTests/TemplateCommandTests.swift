import Foundation
@testable import rxlesson
import TextKit
import XCTest

/// `rxlesson template DIR`: the students' starting repository holds nothing that is the
/// teacher's alone, and the course it was made from is left as it was.
final class TemplateCommandTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-template-\(UUID().uuidString)")
        let files: [String: String] = [
            "Package.swift": "// the course",
            "Lessons/a/Lesson.swift": "// lesson a",
            "Lessons/a/Stubs/X.swift": "// TODO",
            "Lessons/a/Exercises/X.swift": "// the teacher's own try",
            "Lessons/a/Exercises/.gitkeep": "",
            "Lessons/a/Solutions/X.swift": "// the answer",
            ".github/workflows/ci.yml": "name: CI",
            ".github/workflows/class.yml": "name: grade the class",
            ".github/roster.txt": "ada your-school/rxlesson-ada",
            ".ci/run": "swift test",
            ".git/HEAD": "ref: refs/heads/main",
            ".build/debug/rxlesson": "binary",
            ".build-linux/x": "binary",
            ".rxlesson/progress.json": "{}",
            "docs/teaching.md": "# Teaching",
            "docs/templates/grade.yml": "name: feedback (advisory)",
        ]
        for (path, text) in files {
            let url = scratch.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.createSymbolicLink(atPath: scratch.appendingPathComponent("README.md").path, withDestinationPath: "docs/teaching.md")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    private func text(_ path: String, in folder: URL) -> String? {
        FileManager.default.contents(atPath: folder.appendingPathComponent(path).path).map { String(decoding: $0, as: UTF8.self) }
    }

    private func listing(_ folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String { paths.append(path) }
        return paths.sorted()
    }

    func testTheTemplateLeavesOutSolutionsCourseCIAndBuildsAndStartsFromStubs() throws {
        let before = listing(scratch)
        let template = scratch.appendingPathComponent("out/template") // inside the course: not copied into itself
        let console = Console.capturing()
        XCTAssertEqual(runTool(["template", template.path], console: console, root: scratch), 0, console.errors)
        XCTAssertTrue(console.output.contains("no reference solutions"), console.output)

        XCTAssertEqual(text("Lessons/a/Exercises/X.swift", in: template), "// TODO",
                       "each working copy is the stub, not the teacher's try, and is tracked from the first commit")
        XCTAssertEqual(text("Lessons/a/Exercises/.gitkeep", in: template), "", "the folder the manifest excludes is kept")
        XCTAssertEqual(text("Lessons/a/Stubs/X.swift", in: template), "// TODO")
        XCTAssertEqual(text("Lessons/a/Lesson.swift", in: template), "// lesson a")
        XCTAssertEqual(text(".github/workflows/grade.yml", in: template), "name: feedback (advisory)")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: template.appendingPathComponent("README.md").path), "docs/teaching.md")
        let paths = listing(template)
        XCTAssertEqual(paths.filter { $0.hasPrefix("Lessons/a/Solutions/") }, ["Lessons/a/Solutions/README.md"], "only the note")
        XCTAssertTrue(text("Lessons/a/Solutions/README.md", in: template)?.contains("参考答案留在老师那里") == true)
        XCTAssertEqual(paths.filter { $0.hasPrefix(".github/") && !$0.hasSuffix("/") }, [".github/workflows", ".github/workflows/grade.yml"])
        for gone in [".ci", ".git", ".build", ".build-linux", ".rxlesson", "out"] {
            XCTAssertFalse(paths.contains(gone), gone)
        }
        XCTAssertFalse(paths.contains { $0.contains("roster") || $0.contains("ci.yml") || $0.contains("class.yml") }, "\(paths)")

        // The course is as it was: its solutions, CI and the teacher's own try are still there.
        XCTAssertEqual(listing(scratch).filter { !$0.hasPrefix("out") }, before)
        XCTAssertEqual(text("Lessons/a/Exercises/X.swift", in: scratch), "// the teacher's own try")
    }

    func testTheTemplateRefusesAFolderWithSomethingInIt() throws {
        let console = Console.capturing()
        XCTAssertEqual(runTool(["template", scratch.appendingPathComponent("Lessons").path], console: console, root: scratch), 2)
        XCTAssertTrue(console.errors.contains("is not empty"), console.errors)
        XCTAssertEqual(text("Lessons/a/Exercises/X.swift", in: scratch), "// the teacher's own try")
    }

    func testACourseWithoutTheAdvisoryWorkflowIsAClearError() throws {
        try FileManager.default.removeItem(at: scratch.appendingPathComponent("docs/templates/grade.yml"))
        let console = Console.capturing()
        XCTAssertEqual(runTool(["template", scratch.appendingPathComponent("out").path], console: console, root: scratch), 2)
        XCTAssertTrue(console.errors.contains("the course has no docs/templates/grade.yml"), console.errors)
    }
}
