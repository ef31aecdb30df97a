import Foundation
@testable import LessonEngine
import LessonKit
import XCTest

/// The program's temporary folder is bounded as a whole, not only file by file: where its
/// namespaces allow, a private file system of `folderSize` bytes and `folderFiles` files;
/// elsewhere read-only. A program that fills it fails with that reason, and grading goes on.
final class SandboxFolderTests: XCTestCase {
    private let fillTheFolder = """
    i=0
    while [ $i -lt 10000 ]; do { true > f$i; } 2>/dev/null || break; i=$((i+1)); done
    echo files $i
    rm -f f*
    head -c 1073741824 /dev/zero > big 2>/dev/null
    echo bytes $(wc -c < big)
    """

    /// /bin/sh run in the sandbox with `script` on its stdin.
    private func sandboxedShell(_ script: String, namespace: Bool) -> SandboxedProcess.Outcome {
        var policy = SandboxPolicy(readable: SandboxPolicy.systemLibraries + ["/bin", "/sbin"], devices: ["/dev/null", "/dev/zero"], hidden: [])
        policy.pidNamespace = namespace
        return SandboxedProcess(executable: URL(fileURLWithPath: "/bin/sh"), policy: policy, timeout: 20,
                                outputCap: 1 << 20, input: Data(script.utf8)).run()
    }

    /// The number after `label` in the shell's output.
    private func count(_ label: String, in output: String) -> Int? {
        output.split(separator: "\n").first { $0.hasPrefix(label + " ") }.flatMap { Int($0.dropFirst(label.count + 1).trimmingCharacters(in: .whitespaces)) }
    }

    #if os(Linux)
    func testTenThousandFilesAndAGibibyteStopAtTheFoldersBound() throws {
        let run = sandboxedShell(fillTheFolder, namespace: true)
        guard run.protections.contains(.pidNamespace) else { throw XCTSkip("no user namespaces here: the read-only fallback is tested below") }
        XCTAssertTrue(run.protections.contains(.privateFolder), "\(run.protections)")
        let limits = SandboxPolicy.Limits()
        let files = try XCTUnwrap(count("files", in: run.stdout), run.stdout + run.stderr)
        let bytes = try XCTUnwrap(count("bytes", in: run.stdout), run.stdout + run.stderr)
        // The folder itself is one of its files.
        XCTAssertEqual(files, Int(limits.folderFiles) - 1, run.stdout)
        XCTAssertGreaterThan(bytes, 0)
        XCTAssertLessThanOrEqual(bytes, Int(limits.folderSize), run.stdout)
        XCTAssertEqual(run.ending, .exited(0), run.stderr)
        XCTAssertTrue(run.filledFolder)
    }

    func testWithoutItsNamespacesTheFolderIsReadOnly() throws {
        let run = sandboxedShell(fillTheFolder, namespace: false)
        guard run.protections.contains(.landlock) else { throw XCTSkip("no Landlock here") }
        XCTAssertFalse(run.protections.contains(.privateFolder))
        XCTAssertEqual(count("files", in: run.stdout), 0, run.stdout + run.stderr)
        XCTAssertEqual(count("bytes", in: run.stdout), nil, run.stdout)
        XCTAssertFalse(run.filledFolder)
    }

    func testAWriteInsideTheBoundIsNotAFailure() throws {
        let run = sandboxedShell("echo small > note && cat note", namespace: true)
        guard run.protections.contains(.privateFolder) else { throw XCTSkip("no private folder here") }
        XCTAssertEqual(run.stdout, "small\n")
        XCTAssertFalse(run.filledFolder)
    }

    func testAnExerciseThatFillsItsFolderFailsSayingSoAndGradingGoesOn() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise("dispose-take-until")
        // The right chain, after trying to fill the disk through Foundation.
        try scratch.write(#"""
        import Foundation
        import RxCore

        func endOnSignal(_ ticks: Observable<Int>, stop: Observable<Void>) -> Observable<Int> {
            let folder = NSTemporaryDirectory()
            for index in 0..<10_000 { _ = FileManager.default.createFile(atPath: folder + "/f\(index)", contents: Data()) }
            if FileManager.default.createFile(atPath: folder + "/big", contents: nil), let handle = FileHandle(forWritingAtPath: folder + "/big") {
                let chunk = Data(count: 1 << 20)
                for _ in 0..<1024 { try? handle.write(contentsOf: chunk) }
            }
            return ticks.take(until: stop)
        }
        """#, to: exercise)
        var grader = try Grader.forThisBuild().get()
        grader.checksSourceRules = false
        let source = scratch.root.appendingPathComponent(exercise.file)
        let result = grader.grade(exercise, source: source, shownAs: exercise.file)
        guard result.sandbox?.contains(.privateFolder) == true else { throw XCTSkip("no private folder here") }
        let limits = SandboxPolicy.Limits()
        XCTAssertEqual(result.status, .fail, result.message(.en))
        XCTAssertEqual(result.failure, .filledFolder(mebibytes: Int(limits.folderSize >> 20), files: Int(limits.folderFiles)))
        XCTAssertTrue(result.message(.en).contains("filled its temporary folder (at most 8 MiB in 1024 files)"), result.message(.en))
        XCTAssertTrue(result.message(.zh).contains("写满了自己的临时目录"), result.message(.zh))

        try scratch.write(try scratch.solution(of: exercise), to: exercise)
        XCTAssertEqual(grader.grade(exercise, source: source, shownAs: exercise.file).status, .pass)
    }
    #endif
}
