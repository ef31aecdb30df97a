import CSandbox
import TextKit
import LessonKit
import Foundation
import ProcessSpawn
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program (a compiler, a playground) with a wall-clock limit and a cap on what it
/// may write, killing it and everything it started when it goes past either.
struct ChildProcess {
    enum Ending: Equatable {
        case exited(Int32)
        case signaled(Int32)
        case timedOut
        case tooMuchOutput
        case couldNotStart(String)
    }

    struct Outcome {
        var ending: Ending
        var stdout: String
        var stderr: String
        /// When it was killed at the timeout: the processor time its whole tree had used (Linux
        /// only), which tells a program that worked all that time from a machine too busy to run it.
        var cpuSeconds: Double? = nil
    }

    var executable: URL
    var arguments: [String]
    var environment: [String: String]
    var timeout: TimeInterval
    var outputCap: Int
    /// The working directory; the current one when nil.
    var directory: URL?
    /// Written to the child's stdin, which is then closed.
    var input: Data?

    init(executable: URL, arguments: [String], environment: [String: String], timeout: TimeInterval,
         outputCap: Int, directory: URL? = nil, input: Data? = nil) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.timeout = timeout
        self.outputCap = outputCap
        self.directory = directory
        self.input = input
    }

    /// The program is started in a process group of its own, through `/bin/sh` (which moves
    /// to `directory`, limits CPU time to the timeout and replaces itself with the program):
    /// at the timeout or the output cap it is killed with everything it started
    /// (``killAll(from:)``) — a compiler driver's `swift-frontend` went on for minutes,
    /// orphaned, holding the pipes. Its end is waited for with `waitpid`, never for the pipes
    /// to close.
    func run() -> Outcome {
        // A child that dies before reading its stdin must not take this process with it.
        signal(SIGPIPE, SIG_IGN)
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            return Outcome(ending: .couldNotStart("\(executable.path): \(String(cString: strerror(ENOENT)))"), stdout: "", stderr: "")
        }
        var fds: [Int32] = Array(repeating: -1, count: 6)
        for pair in 0..<3 {
            guard fds.withUnsafeMutableBufferPointer({ rxsb_pipe($0.baseAddress! + pair * 2) }) == 0 else {
                fds.filter { $0 >= 0 }.forEach { _ = close($0) }
                return Outcome(ending: .couldNotStart(String(cString: strerror(errno))), stdout: "", stderr: "")
            }
        }
        let (inRead, inWrite, outRead, outWrite, errRead, errWrite) = (fds[0], fds[1], fds[2], fds[3], fds[4], fds[5])
        let cpuLimit = Int(timeout.rounded(.up)) + 1
        let script = "cd \"$1\" && ulimit -t \(cpuLimit) 2>/dev/null; shift; exec \"$@\""
        let argv = ["/bin/sh", "-c", script, "sh", (directory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).path,
                    executable.path] + arguments
        let envp = environment.map { "\($0.key)=\($0.value)" }
        let pid = Spawn.start(argv, environment: envp, descriptors: [(0, inRead), (1, outWrite), (2, errWrite)], ownGroup: true)
        for fd in [inRead, outWrite, errWrite] { close(fd) }
        guard pid > 0 else {
            for fd in [inWrite, outRead, errRead] { close(fd) }
            return Outcome(ending: .couldNotStart(String(cString: strerror(-pid))), stdout: "", stderr: "")
        }
        if let input {
            // Small enough for the pipe's buffer; a child that never reads cannot block us.
            input.withUnsafeBytes { _ = write(inWrite, $0.baseAddress, $0.count) }
        }
        close(inWrite)

        let collected = Collected(cap: outputCap)
        let readers = DispatchGroup()
        for (fd, isOut) in [(outRead, true), (errRead, false)] {
            readers.enter()
            Thread.detachNewThread {
                let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
                while true {
                    let data = handle.availableData
                    if data.isEmpty { break }
                    if !collected.append(data, toStdout: isOut) { Self.killAll(from: pid) }
                }
                readers.leave()
            }
        }
        let finished = DispatchSemaphore(value: 0)
        let status = StatusBox()
        Thread.detachNewThread {
            var raw: Int32 = 0
            while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
            status.value = raw
            finished.signal()
        }
        var timedOut = false
        var cpuSeconds: Double?
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            cpuSeconds = Self.killAll(from: pid)
            finished.wait()
        }
        _ = readers.wait(timeout: .now() + 2)
        let raw = status.value
        let ending: Ending
        if timedOut {
            ending = .timedOut
        } else if collected.overflowed {
            ending = .tooMuchOutput
        } else if raw & 0x7f != 0 {
            ending = .signaled(raw & 0x7f)
        } else {
            ending = .exited((raw >> 8) & 0xff)
        }
        return Outcome(ending: ending, stdout: collected.text(stdout: true), stderr: collected.text(stdout: false), cpuSeconds: cpuSeconds)
    }

    /// Kills the program's process group and, on Linux, every process descended from it: a
    /// compiler driver starts each job (`swift-frontend`) in a process group of its own. Each
    /// is stopped first, so none starts another while they are looked for. (On macOS the
    /// group only; a job in another group ends at its CPU limit.) Returns the processor time
    /// the stopped tree had used, its finished children's included (Linux; nil elsewhere).
    @discardableResult
    static func killAll(from pid: pid_t) -> Double? {
        kill(-pid, SIGSTOP)
        #if os(Linux)
        var found: Set<pid_t> = [pid]
        var ticks: [pid_t: Int] = [:]
        for _ in 0..<3 {
            var parents: [pid_t: pid_t] = [:]
            for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
                guard let child = pid_t(name), let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                      let close = stat.lastIndex(of: ")") else { continue }
                // After the name: state, ppid, … utime, stime, cutime, cstime (fields 14–17).
                let fields = stat[stat.index(after: close)...].split(separator: " ")
                if fields.count > 1, let parent = pid_t(fields[1]) { parents[child] = parent }
                if fields.count > 14 { ticks[child] = fields[11...14].reduce(0) { $0 + (Int($1) ?? 0) } }
            }
            var grew = true
            while grew {
                grew = false
                for (child, parent) in parents where found.contains(parent) && !found.contains(child) {
                    found.insert(child)
                    kill(child, SIGSTOP)
                    grew = true
                }
            }
        }
        for process in found where process != pid {
            kill(-process, SIGKILL)
            kill(process, SIGKILL)
        }
        kill(-pid, SIGKILL)
        return Double(found.reduce(0) { $0 + (ticks[$1] ?? 0) }) / Double(sysconf(Int32(_SC_CLK_TCK)))
        #else
        kill(-pid, SIGKILL)
        return nil
        #endif
    }

    private final class StatusBox: @unchecked Sendable {
        private let lock = NSLock()
        private var _value: Int32 = 0
        var value: Int32 {
            get { lock.withLock { _value } }
            set { lock.withLock { _value = newValue } }
        }
    }

    /// Both streams, up to `cap` bytes together.
    final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var out = Data(), err = Data()
        private(set) var overflowed = false
        let cap: Int

        init(cap: Int) { self.cap = cap }

        /// false once the cap is passed.
        func append(_ data: Data, toStdout: Bool) -> Bool {
            lock.lock(); defer { lock.unlock() }
            if out.count + err.count + data.count > cap {
                overflowed = true
                let room = max(0, cap - out.count - err.count)
                if toStdout { out.append(data.prefix(room)) } else { err.append(data.prefix(room)) }
                return false
            }
            if toStdout { out.append(data) } else { err.append(data) }
            return true
        }

        func text(stdout: Bool) -> String {
            lock.lock(); defer { lock.unlock() }
            return String(decoding: stdout ? out : err, as: UTF8.self)
        }
    }
}

extension Process {
    /// Starts the process; the returned ``ProcessEnd`` blocks until it has ended, woken by its
    /// end. (Foundation's `waitUntilExit()` on Linux polls its run loop in 50 ms steps: up to
    /// 50 ms lost per process, for a verdict or a benchmark's figure.)
    public func start() throws -> ProcessEnd {
        let end = ProcessEnd()
        let previous = terminationHandler
        terminationHandler = { process in
            previous?(process)
            end.signal()
        }
        try run()
        return end
    }
}

/// The end of a process started with ``Foundation/Process/start()``.
public final class ProcessEnd: Sendable {
    private let ended = DispatchSemaphore(value: 0)

    fileprivate func signal() { ended.signal() }

    /// Blocks until the process has ended; at once when it has.
    public func wait() {
        ended.wait()
        ended.signal()
    }
}
