import Foundation
import XCTest

/// `check --from DIR` names the student and the commit from DIR's `.git` files, and runs
/// nothing to do it: a `git` first on the PATH (or anything the repository's configuration
/// names) is never started.
final class GitIdentityTests: XCTestCase {
    /// Runs the real git (the test's tool, never the grader's) in `folder`.
    @discardableResult
    private func git(_ arguments: [String], in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path] + arguments
        process.environment = ["GIT_AUTHOR_NAME": "Ada Lovelace", "GIT_AUTHOR_EMAIL": "ada@example.com",
                               "GIT_COMMITTER_NAME": "Teacher", "GIT_COMMITTER_EMAIL": "t@example.com",
                               "HOME": folder.path, "PATH": "/usr/bin:/bin", "GIT_CONFIG_NOSYSTEM": "1"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw XCTSkip("git \(arguments.joined(separator: " ")) failed here") }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `check ID --from scratch` with a `git` on the PATH that leaves a mark when run.
    private func check(_ scratch: ScratchCourse, student: String? = nil) throws -> (status: Int32, json: [String: Any], ran: Bool) {
        let bin = scratch.root.appendingPathComponent("fake-bin")
        let marker = scratch.root.appendingPathComponent("git-ran")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let fake = bin.appendingPathComponent("git")
        try Data("#!/bin/sh\ntouch '\(marker.path)'\nexit 1\n".utf8).write(to: fake)
        chmod(fake.path, 0o755)
        var arguments = ["check", "dispose-take-until", "--from", scratch.root.path, "--format", "json"]
        if let student { arguments += ["--student", student] }
        let run = try ScratchCourse.rxlesson(arguments, in: ScratchCourse.repository,
                                             environment: ["PATH": bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")])
        let json = (try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]) ?? [:]
        return (run.status, json, FileManager.default.fileExists(atPath: marker.path))
    }

    func testTheStudentAndCommitComeFromTheFilesLooseOrPacked() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        try git(["init", "-q", "-b", "main"], in: scratch.root)
        try git(["add", "Lessons/dispose"], in: scratch.root)
        try git(["commit", "-q", "-m", "first"], in: scratch.root)
        try git(["commit", "-q", "--allow-empty", "-m", "second"], in: scratch.root)
        let head = try git(["rev-parse", "--short=12", "HEAD"], in: scratch.root)

        // Loose objects and refs.
        var run = try check(scratch)
        XCTAssertEqual(run.json["student"] as? String, "Ada Lovelace", "\(run.json)")
        XCTAssertEqual(run.json["commit"] as? String, head)
        XCTAssertFalse(run.ran, "a program named git was run")

        // Packed: refs in packed-refs, the commit in a pack.
        try git(["gc", "-q", "--aggressive"], in: scratch.root)
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.root.appendingPathComponent(".git/refs/heads/main").path))
        run = try check(scratch)
        XCTAssertEqual(run.json["student"] as? String, "Ada Lovelace", "\(run.json)")
        XCTAssertEqual(run.json["commit"] as? String, head)
        XCTAssertFalse(run.ran)

        // A worktree: `.git` is a `gitdir:` file, HEAD its own, refs and objects shared.
        let worktree = try ScratchCourse()
        defer { worktree.remove() }
        try FileManager.default.removeItem(at: worktree.root)
        try git(["worktree", "add", "-q", "-b", "other", worktree.root.path, "HEAD~1"], in: scratch.root)
        for file in ["Package.swift"] where !FileManager.default.fileExists(atPath: worktree.root.appendingPathComponent(file).path) {
            try FileManager.default.copyItem(at: scratch.root.appendingPathComponent(file), to: worktree.root.appendingPathComponent(file))
        }
        run = try check(worktree)
        XCTAssertEqual(run.json["student"] as? String, "Ada Lovelace", "\(run.json)")
        XCTAssertEqual(run.json["commit"] as? String, try git(["rev-parse", "--short=12", "HEAD"], in: worktree.root))
        XCTAssertNotEqual(run.json["commit"] as? String, head)
        XCTAssertFalse(run.ran)

        // A detached HEAD (its commit maybe a delta in the pack), and --student over the author.
        try git(["checkout", "-q", "--detach", "HEAD~1"], in: scratch.root)
        run = try check(scratch)
        XCTAssertEqual(run.json["student"] as? String, "Ada Lovelace", "\(run.json)")
        run = try check(scratch, student: "Grace")
        XCTAssertEqual(run.json["student"] as? String, "Grace")
        XCTAssertEqual(run.json["commit"] as? String, try git(["rev-parse", "--short=12", "HEAD"], in: scratch.root))
        XCTAssertFalse(run.ran)
    }

    func testNoRepositoryNoIdentityAndAnEmptyStudentIsAUsageError() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        var run = try check(scratch)
        XCTAssertEqual(run.status, 0)
        XCTAssertNil(run.json["commit"] as? String)
        XCTAssertFalse(run.ran)
        // HEAD naming a ref outside refs/, and a HEAD that is a link: nothing read.
        let dotGit = scratch.root.appendingPathComponent(".git")
        try FileManager.default.createDirectory(at: dotGit, withIntermediateDirectories: true)
        try Data("ref: ../../../etc/passwd\n".utf8).write(to: dotGit.appendingPathComponent("HEAD"))
        run = try check(scratch)
        XCTAssertNil(run.json["commit"] as? String)
        try FileManager.default.removeItem(at: dotGit.appendingPathComponent("HEAD"))
        try FileManager.default.createSymbolicLink(atPath: dotGit.appendingPathComponent("HEAD").path, withDestinationPath: "/proc/self/environ")
        run = try check(scratch)
        XCTAssertNil(run.json["commit"] as? String)

        for empty in ["", "  "] {
            let result = try check(scratch, student: empty)
            XCTAssertEqual(result.status, 2, "--student '\(empty)'")
        }
    }
}
