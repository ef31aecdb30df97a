import CourseKit
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
        let run = sandboxedShell("while :; do :; done", timeout: 8, limits: { $0.cpuSecondsPastTimeout = -7 })
        XCTAssertEqual(run.ending, .signaled(SIGXCPU))
        XCTAssertLessThan(Date().timeIntervalSince(start), 7.5)
    }

    /// Grades `exercise` of `scratch` in this process with the source rules off (the attack
    /// imports Foundation): the result.
    private func gradeInSandboxOnly(_ scratch: ScratchCourse, _ exercise: Exercise) throws -> GradeResult {
        var grader = try Grader.forThisBuild().get()
        grader.checksSourceRules = false
        return grader.grade(exercise, source: scratch.root.appendingPathComponent(exercise.file), shownAs: exercise.file)
    }

    #if os(Linux)
    func testNoSocketOfAnyFamilyAndNoMemoryPastTheLimit() throws {
        // A Unix socket listening outside the sandbox, as a daemon's would.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rxsb-\(UUID().uuidString.prefix(8)).sock").path
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        XCTAssertGreaterThanOrEqual(listener, 0)
        defer { close(listener); unlink(path) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { bytes in path.utf8CString.withUnsafeBytes { bytes.copyMemory(from: $0) } }
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) } }
        XCTAssertEqual(bound, 0)
        XCTAssertEqual(listen(listener, 4), 0)
        chmod(path, 0o777)

        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise("dispose-take-until")
        try scratch.write(#"""
        import Foundation
        import RxCore

        func connected(_ fd: Int32) -> String {
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            _ = withUnsafeMutableBytes(of: &address.sun_path) { bytes in "\#(path)".utf8CString.withUnsafeBytes { bytes.copyMemory(from: $0) } }
            let result = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) } }
            return result == 0 ? "yes" : String(cString: strerror(errno))
        }

        func endOnSignal(_ ticks: Observable<Int>, stop: Observable<Void>) -> Observable<Int> {
            let stream = Int32(SOCK_STREAM.rawValue), datagram = Int32(SOCK_DGRAM.rawValue)
            for (name, family, type) in [("unix", AF_UNIX, stream), ("unix-dgram", AF_UNIX, datagram), ("inet", AF_INET, stream),
                                         ("inet6", AF_INET6, datagram), ("netlink", AF_NETLINK, datagram)] {
                let fd = socket(family, type, 0)
                print("socket", name, fd >= 0 ? connected(fd) : String(cString: strerror(errno)))
            }
            var pair: [Int32] = [-1, -1]
            print("pair dgram", socketpair(AF_UNIX, datagram, 0, &pair) == 0 ? connected(pair[0]) : String(cString: strerror(errno)))
            print("pair stream", socketpair(AF_UNIX, stream, 0, &pair) == 0 ? connected(pair[0]) : String(cString: strerror(errno)))
            let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
            print(status.split(separator: "\n").filter { $0.hasPrefix("VmPeak") }.joined())
            // More than the address space allowed: the allocation fails, the program ends.
            let huge = [UInt8](repeating: 1, count: 6 << 30)
            print("allocated", huge[huge.count / 2])
            return ticks.take(until: stop)
        }
        """#, to: exercise)
        let result = try gradeInSandboxOnly(scratch, exercise)
        let output = result.output(.en) ?? ""
        for name in ["unix", "unix-dgram", "inet", "inet6", "netlink"] {
            XCTAssertTrue(output.contains("socket \(name) Operation not permitted"), "\(name): \(output)")
        }
        XCTAssertTrue(output.contains("pair dgram Operation not permitted"), output)
        // The runtime's own kind of pair is there, and goes nowhere else.
        XCTAssertTrue(output.contains("pair stream Transport endpoint is already connected"), output)
        var client = sockaddr()
        var length = socklen_t(MemoryLayout<sockaddr>.size)
        XCTAssertEqual(accept(listener, &client, &length), -1, "the listener outside was reached")
        XCTAssertEqual(result.status, .crash, result.message(.en))
        XCTAssertFalse(output.contains("allocated"), output)
        print("measured:", output.split(separator: "\n").filter { $0.hasPrefix("VmPeak") })
    }

    /// Nothing drawn from where things lie: the addresses a program is loaded at are the same
    /// on every run.
    func testARunHasTheSameAddressesEveryTime() {
        let script = "head -c 300 /proc/self/maps"
        let first = sandboxedShell(script), second = sandboxedShell(script)
        XCTAssertTrue(first.protections.contains(.fixedLayout), "\(first.protections)")
        XCTAssertTrue(first.stdout.contains("-"), first.stdout + first.stderr)
        XCTAssertEqual(first.stdout, second.stdout)
    }

    /// `Int.random` in a graded file is refused, saying why.
    func testAGradedProgramMayNotDrawARandomNumber() throws {
        let result = try AttackGrading.grade("dispose-take-until", """
        import RxCore

        func endOnSignal(_ ticks: Observable<Int>, stop: Observable<Void>) -> Observable<Int> {
            ticks.take(until: stop).filter { _ in Int.random(in: 0..<2) < 2 }
        }
        """)
        XCTAssertEqual(result.status, .compileError)
        XCTAssertEqual(result.line, 4)
        XCTAssertTrue(result.message(.en).contains("same grade"), result.message(.en))
    }
    #endif

    func testTheCPULimitIsAboveTheTimeout() {
        let limits = SandboxPolicy.Limits()
        XCTAssertEqual(limits.cpuSeconds(timeout: 10), 12)
        XCTAssertEqual(limits.cpuSeconds(timeout: 0.2), 3)
        XCTAssertEqual(limits.cpuSeconds(timeout: .infinity), 86_402)
    }
}
