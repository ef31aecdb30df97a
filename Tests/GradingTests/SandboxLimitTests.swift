import Foundation
@testable import LessonEngine
import LessonKit
import TextKit
import XCTest

/// What issue #25's student tried, each stopped: sockets of any family, a program that eats
/// memory, writes a huge file, burns CPU, forks without end or leaves detached processes
/// behind. The shell tests run /bin/sh itself as the graded program (its script on stdin),
/// through the same launcher; the Swift ones grade a compiled exercise.
final class SandboxLimitTests: XCTestCase {
    /// /bin/sh run in the sandbox with `script` on its stdin.
    private func sandboxedShell(_ script: String, timeout: TimeInterval = 10, namespace: Bool = true,
                                limits: (inout SandboxPolicy.Limits) -> Void = { _ in }) -> SandboxedProcess.Outcome {
        var policy = SandboxPolicy(readable: SandboxPolicy.systemLibraries + ["/bin", "/sbin"], devices: ["/dev/null", "/dev/zero"], hidden: [])
        limits(&policy.limits)
        policy.pidNamespace = namespace
        return SandboxedProcess(executable: URL(fileURLWithPath: "/bin/sh"), policy: policy, timeout: timeout,
                                outputCap: 1 << 20, input: Data(script.utf8)).run()
    }

    /// Processes whose command line contains `marker`, anywhere on this machine.
    private func processes(marked marker: String) -> [String] {
        let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return pids.filter { Int($0) != nil }.compactMap { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
            let line = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            return line.contains(marker) ? "\(pid): \(line)" : nil
        }
    }

    #if os(Linux)
    /// Detached sleepers: a double fork into a new session, a background job of a subshell,
    /// each told apart by its duration. After the run, none is left anywhere.
    private func assertNoDetachedSurvivor(namespace: Bool, file: StaticString = #filePath, line: UInt = #line) throws {
        let marker = "7\(Int.random(in: 100_000...999_999)).5"
        let run = sandboxedShell("""
        setsid sh -c 'sleep \(marker) & sleep \(marker) &' &
        ( sleep \(marker) & ) &
        sh -c 'setsid sleep \(marker) &'
        sleep 0.3
        echo started
        """, namespace: namespace)
        XCTAssertEqual(run.ending, .exited(0), run.stderr, file: file, line: line)
        XCTAssertTrue(run.stdout.contains("started"), run.stdout + run.stderr, file: file, line: line)
        XCTAssertEqual(run.protections.contains(.pidNamespace), namespace, "\(run.protections)", file: file, line: line)
        // Killing is asynchronous: give the kernel a moment to reap.
        var left = processes(marked: marker)
        for _ in 0..<20 where !left.isEmpty {
            Thread.sleep(forTimeInterval: 0.05)
            left = processes(marked: marker)
        }
        XCTAssertEqual(left, [], "detached processes outlived the run", file: file, line: line)
    }

    func testDetachedDescendantsEndWithTheRunInAPIDNamespace() throws {
        try assertNoDetachedSurvivor(namespace: true)
    }

    func testDetachedDescendantsEndWithTheRunUnderTheSubreaper() throws {
        try assertNoDetachedSurvivor(namespace: false)
    }

    func testAProgramSeesOnlyItsOwnProcesses() {
        let run = sandboxedShell("echo self $$; ls /proc | grep -c '^[0-9]'")
        XCTAssertTrue(run.protections.contains(.pidNamespace))
        // The shell is the namespace's second process (after the launcher's first), and with
        // `ls` and `grep` a handful are listed: none of the machine's.
        XCTAssertTrue(run.stdout.contains("self 2\n"), run.stdout)
        let count = Int(run.stdout.split(separator: "\n").last ?? "") ?? .max
        XCTAssertLessThan(count, 8, run.stdout)
    }

    func testForkingWithoutEndIsCappedAndEndsWithTheRun() throws {
        let marker = "8\(Int.random(in: 100_000...999_999)).5"
        let run = sandboxedShell("""
        grep 'Max processes' /proc/self/limits
        i=0
        while [ $i -lt 400 ]; do sleep \(marker) 2>/dev/null & i=$((i+1)); done
        echo listed $(ls /proc | grep -c '^[0-9]')
        """, limits: { $0.processes = 64 })
        XCTAssertTrue(run.protections.contains(.limits), "\(run.protections)")
        XCTAssertTrue(run.stdout.contains(#/Max processes\s+64\s+64/#), run.stdout)
        let listed = run.stdout.split(separator: " ").last.flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? .max
        if getuid() != 0 {
            // The kernel counts the namespace's processes of this user: the shell's forks fail.
            XCTAssertLessThanOrEqual(listed, 66, run.stdout + run.stderr)
            XCTAssertTrue(run.stderr.lowercased().contains("fork"), run.stderr)
        } else {
            // Root is exempt from RLIMIT_NPROC (the kernel's rule): all 400 start.
            XCTAssertGreaterThan(listed, 400, run.stdout)
        }
        Thread.sleep(forTimeInterval: 0.1)
        XCTAssertEqual(processes(marked: marker), [], "every one ended with the run")
    }
    #endif

    func testAFileLargerThanTheLimitEndsTheProgram() {
        let run = sandboxedShell("exec head -c 2000000 /dev/zero > big", limits: { $0.fileSize = 1 << 20 })
        XCTAssertEqual(run.ending, .signaled(SIGXFSZ))
        XCTAssertTrue(run.protections.contains(.limits))
        XCTAssertEqual(GradingMessages.crashed(signal: SIGXFSZ, exitStatus: nil, reason: nil).en, "crashed (it wrote a file past the file size limit)")
    }

    func testCPUTimeIsLimited() {
        // A busy loop given a CPU second less than its wall-clock time.
        let start = Date()
        let run = sandboxedShell("while :; do :; done", timeout: 4, limits: { $0.cpuSecondsPastTimeout = -3 })
        XCTAssertEqual(run.ending, .signaled(SIGXCPU))
        XCTAssertLessThan(Date().timeIntervalSince(start), 3.5)
    }

    func testTheCPULimitIsAboveTheTimeout() {
        let limits = SandboxPolicy.Limits()
        XCTAssertEqual(limits.cpuSeconds(timeout: 10), 12)
        XCTAssertEqual(limits.cpuSeconds(timeout: 0.2), 3)
        XCTAssertEqual(limits.cpuSeconds(timeout: .infinity), 86_402)
    }
}
