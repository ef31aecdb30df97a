import Foundation
import XCTest

/// The class workflow's own fetch step (docs/templates/class.yml), run with bash and git against
/// local repositories standing in for GitHub: with a deadline, each student is left at the last
/// commit made before it.
final class ClassWorkflowTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-workflow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    /// The `run: |` block of the step named `name`, as bash reads it (YAML's indentation removed).
    private func script(ofStep name: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let lines = try String(contentsOf: root.appendingPathComponent("docs/templates/class.yml"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let step = try XCTUnwrap(lines.firstIndex { $0.hasSuffix("- name: \(name)") }, "no step \(name)")
        let run = try XCTUnwrap(lines[step...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "run: |" })
        let indent = lines[run + 1].prefix { $0 == " " }.count
        var body: [String] = []
        for line in lines[(run + 1)...] {
            if !line.trimmingCharacters(in: .whitespaces).isEmpty && line.prefix(while: { $0 == " " }).count < indent { break }
            body.append(String(line.dropFirst(min(indent, line.count))))
        }
        return body.joined(separator: "\n")
    }

    @discardableResult
    private func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ["HOME": scratch.path, "PATH": "/usr/bin:/bin", "GIT_CONFIG_NOSYSTEM": "1",
                               "GIT_AUTHOR_NAME": "Ada", "GIT_AUTHOR_EMAIL": "ada@example.com",
                               "GIT_COMMITTER_NAME": "Ada", "GIT_COMMITTER_EMAIL": "ada@example.com"].merging(environment) { $1 }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A student's repository with one commit per date, each changing the exercise file; the
    /// hash of each commit.
    private func repository(_ name: String, commits dates: [String]) throws -> [String] {
        let folder = scratch.appendingPathComponent("github/school/\(name).git")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard try run(["git", "init", "-q", "-b", "main"], in: folder).status == 0 else { throw XCTSkip("no git here") }
        return try dates.enumerated().map { index, date in
            try Data("// attempt \(index)\n".utf8).write(to: folder.appendingPathComponent("Attempt.swift"))
            try run(["git", "add", "-A"], in: folder)
            let dated = ["GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date]
            XCTAssertEqual(try run(["git", "commit", "-q", "-m", "attempt \(index)"], in: folder, environment: dated).status, 0)
            return try run(["git", "rev-parse", "HEAD"], in: folder).output.trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    func testWithADeadlineEachStudentIsFetchedAtTheLastCommitBeforeIt() throws {
        let ada = try repository("rxlesson-ada", commits: ["2026-11-01T10:00:00Z", "2026-11-09T23:00:00Z", "2026-11-12T08:00:00Z"])
        let bob = try repository("rxlesson-bob", commits: ["2026-11-11T09:00:00Z"])
        let script = try script(ofStep: "Fetch the students' repositories")
        let work = scratch.appendingPathComponent("job")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        // GitHub's address leads to the local repositories; the token header goes nowhere.
        let github = ["GIT_CONFIG_COUNT": "1", "GIT_CONFIG_KEY_0": "url.\(scratch.appendingPathComponent("github").path)/.insteadOf",
                      "GIT_CONFIG_VALUE_0": "https://github.com/",
                      "STUDENTS": "ada\tschool/rxlesson-ada\nbob\tschool/rxlesson-bob", "TOKEN": "not-a-token"]

        let late = try run(["bash", "-c", script], in: work, environment: github.merging(["DEADLINE": "2026-11-10T00:00:00Z"]) { $1 })
        // bob made no commit before the deadline: named, left out, and the step fails.
        XCTAssertEqual(late.status, 1, late.output)
        XCTAssertTrue(late.output.contains("::error title=no commit before the deadline::bob (school/rxlesson-bob)"), late.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: work.appendingPathComponent("students/bob").path))
        let head = try run(["git", "rev-parse", "HEAD"], in: work.appendingPathComponent("students/ada")).output
        XCTAssertEqual(head.trimmingCharacters(in: .whitespacesAndNewlines), ada[1], "ada's last commit before the deadline")
        XCTAssertEqual(try String(contentsOf: work.appendingPathComponent("students/ada/Attempt.swift"), encoding: .utf8), "// attempt 1\n")

        // Without one, the newest commit of each.
        try FileManager.default.removeItem(at: work.appendingPathComponent("students"))
        let now = try run(["bash", "-c", script], in: work, environment: github.merging(["DEADLINE": ""]) { $1 })
        XCTAssertEqual(now.status, 0, now.output)
        for (name, commits) in [("ada", ada), ("bob", bob)] {
            let head = try run(["git", "rev-parse", "HEAD"], in: work.appendingPathComponent("students/\(name)")).output
            XCTAssertEqual(head.trimmingCharacters(in: .whitespacesAndNewlines), commits.last, name)
        }
    }
}
