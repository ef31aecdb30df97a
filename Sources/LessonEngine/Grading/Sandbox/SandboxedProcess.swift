import CSandbox
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a graded program through the sandbox's launcher (Sources/CSandbox): in a fresh
/// temporary folder, with a minimal environment, in a session of its own, confined as far as
/// this system allows; everything it started is killed when it ends. A program that runs out
/// of time is first asked for a backtrace (SIGQUIT: the Swift runtime prints where it was),
/// then killed.
struct SandboxedProcess {
    var executable: URL
    var policy: SandboxPolicy
    var timeout: TimeInterval
    var outputCap: Int
    /// Written to the program's stdin, which is then closed.
    var input: Data

    struct Outcome {
        var ending: ChildProcess.Ending
        var stdout: String
        var stderr: String
        var protections: SandboxProtections
        /// It used up its private folder (its bytes or its files).
        var filledFolder = false
    }

    /// How long a program that ran out of time has to print its backtrace.
    static let backtraceGrace: TimeInterval = 2

    func run() -> Outcome {
        signal(SIGPIPE, SIG_IGN)
        let manager = FileManager.default
        let folder = manager.temporaryDirectory.appendingPathComponent("rxlesson-run-\(UUID().uuidString)")
        do {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            return Outcome(ending: .couldNotStart("cannot make a temporary folder: \(error.localizedDescription)"), stdout: "", stderr: "", protections: [])
        }
        defer { try? manager.removeItem(at: folder) }
        // The real path: Landlock's rules and macOS's profile name resolved paths.
        let work = folder.resolvingSymlinksInPath()

        let stdin = Self.pipe(), stdout = Self.pipe(), stderr = Self.pipe(), report = Self.pipe()
        let environment = SandboxPolicy.environment(home: work).map { "\($0.key)=\($0.value)" }.sorted()
        let launcher: pid_t = CStrings.with([executable.path]) { argv in
            CStrings.with(environment) { envp in
                CStrings.withConst(policy.readable) { readable in
                    CStrings.withConst(policy.devices) { devices in
                        CStrings.withConst(policy.hidden) { hidden in
                            work.path.withCString { workPath in
                                executable.path.withCString { path in
                                    var launch = rxsb_launch(
                                        executable: path, argv: argv, envp: envp, work_dir: workPath,
                                        readable: readable, readable_count: Int32(policy.readable.count),
                                        devices: devices, device_count: Int32(policy.devices.count),
                                        hidden: hidden, hidden_count: Int32(policy.hidden.count),
                                        stdin_fd: stdin.read, stdout_fd: stdout.write, stderr_fd: stderr.write,
                                        address_space_bytes: policy.limits.addressSpace, file_size_bytes: policy.limits.fileSize,
                                        cpu_seconds: policy.limits.cpuSeconds(timeout: timeout), processes: policy.limits.processes,
                                        folder_bytes: policy.limits.folderSize, folder_files: policy.limits.folderFiles,
                                        pid_namespace: policy.pidNamespace ? 1 : 0,
                                        report_fd: report.write)
                                    return rxsb_spawn(&launch)
                                }
                            }
                        }
                    }
                }
            }
        }
        for fd in [stdin.read, stdout.write, stderr.write, report.write] { close(fd) }
        guard launcher > 0 else {
            for fd in [stdin.write, stdout.read, stderr.read, report.read] { close(fd) }
            return Outcome(ending: .couldNotStart(String(cString: strerror(errno))), stdout: "", stderr: "", protections: [])
        }
        // Small enough for the pipe's buffer; a program that never reads cannot block us.
        input.withUnsafeBytes { _ = write(stdin.write, $0.baseAddress, $0.count) }
        close(stdin.write)

        let collected = ChildProcess.Collected(cap: outputCap)
        let readers = DispatchGroup()
        for (fd, isOut) in [(stdout.read, true), (stderr.read, false)] {
            readers.enter()
            Thread.detachNewThread {
                let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
                while true {
                    let data = handle.availableData
                    if data.isEmpty { break }
                    if !collected.append(data, toStdout: isOut) { rxsb_stop(launcher) }
                }
                readers.leave()
            }
        }
        let records = LauncherRecords(fd: report.read)
        var timedOut = false
        if records.launcherDone.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            // The program's process group: the launcher steps ignore it, the program prints
            // its backtrace (SWIFT_BACKTRACE) and ends.
            kill(-launcher, SIGQUIT)
            _ = records.programEnded.wait(timeout: .now() + Self.backtraceGrace)
            rxsb_stop(launcher)
            if records.launcherDone.wait(timeout: .now() + 2) == .timedOut {
                kill(-launcher, SIGKILL)
                records.launcherDone.wait()
            }
        }
        var ignored: Int32 = 0
        while waitpid(launcher, &ignored, 0) < 0 && errno == EINTR {}
        _ = readers.wait(timeout: .now() + 2)

        let ending: ChildProcess.Ending
        if timedOut {
            ending = .timedOut
        } else if collected.overflowed {
            ending = .tooMuchOutput
        } else if let error = records.execError {
            ending = .couldNotStart(String(cString: strerror(error)))
        } else if let status = records.waitStatus {
            ending = status & 0x7f == 0 ? .exited((status >> 8) & 0xff) : .signaled(status & 0x7f)
        } else {
            ending = .couldNotStart("the sandbox's launcher ended without starting the program")
        }
        return Outcome(ending: ending, stdout: collected.text(stdout: true), stderr: collected.text(stdout: false),
                       protections: SandboxProtections(rawValue: records.applied), filledFolder: records.filledFolder)
    }

    /// A pipe whose ends do not leak into programs other threads start.
    private static func pipe() -> (read: Int32, write: Int32) {
        var fds: [Int32] = [-1, -1]
        _ = fds.withUnsafeMutableBufferPointer { rxsb_pipe($0.baseAddress!) }
        return (fds[0], fds[1])
    }
}

/// What the launcher reports on its pipe, read until every launcher step has exited.
private final class LauncherRecords: @unchecked Sendable {
    let launcherDone = DispatchSemaphore(value: 0)
    let programEnded = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var _applied: Int32 = 0, _waitStatus: Int32?, _execError: Int32?, _filledFolder = false

    var applied: Int32 { lock.withLock { _applied } }
    var waitStatus: Int32? { lock.withLock { _waitStatus } }
    var execError: Int32? { lock.withLock { _execError } }
    var filledFolder: Bool { lock.withLock { _filledFolder } }

    init(fd: Int32) {
        Thread.detachNewThread { [self] in
            let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
            var pending = Data()
            let size = MemoryLayout<rxsb_record>.size
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                pending.append(data)
                while pending.count >= size {
                    let record = pending.prefix(size).withUnsafeBytes { $0.loadUnaligned(as: rxsb_record.self) }
                    pending.removeFirst(size)
                    take(record)
                }
            }
            programEnded.signal()
            launcherDone.signal()
        }
    }

    private func take(_ record: rxsb_record) {
        lock.withLock {
            switch Int(record.kind) {
            case Int(RXSB_APPLIED): _applied = record.value
            case Int(RXSB_WAIT_STATUS): _waitStatus = record.value
            case Int(RXSB_EXEC_ERROR): _execError = record.value
            case Int(RXSB_FOLDER_FULL): _filledFolder = true
            default: break
            }
        }
        if record.kind == Int32(RXSB_WAIT_STATUS) || record.kind == Int32(RXSB_EXEC_ERROR) { programEnded.signal() }
    }
}

/// NULL-terminated C string arrays for the length of a call.
private enum CStrings {
    static func with<R>(_ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> R) -> R {
        let pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    static func withConst<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
        with(strings) { pointers in
            UnsafeRawPointer(pointers).withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: strings.count + 1) { body($0) }
        }
    }
}
