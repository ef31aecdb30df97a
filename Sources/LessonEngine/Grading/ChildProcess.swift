import TextKit
import LessonKit
import Foundation

/// Runs a program with a wall-clock limit and a cap on what it may write, killing it when
/// it goes past either.
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

    func run() -> Outcome {
        // A child that dies before reading its stdin must not take this process with it.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdin = input.map { _ in Pipe() }
        process.standardInput = stdin ?? FileHandle.nullDevice

        let collected = Collected(cap: outputCap)
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            try process.run()
        } catch {
            return Outcome(ending: .couldNotStart("\(error)"), stdout: "", stderr: "")
        }
        let pid = process.processIdentifier
        if let stdin, let input {
            // Small enough for the pipe's buffer; a child that never reads cannot block us.
            try? stdin.fileHandleForWriting.write(contentsOf: input)
            try? stdin.fileHandleForWriting.close()
        }
        let readers = DispatchGroup()
        for (handle, isOut) in [(out.fileHandleForReading, true), (err.fileHandleForReading, false)] {
            readers.enter()
            Thread.detachNewThread {
                while true {
                    let data = handle.availableData
                    if data.isEmpty { break }
                    if !collected.append(data, toStdout: isOut) { kill(pid, SIGKILL) }
                }
                readers.leave()
            }
        }
        var timedOut = false
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            kill(pid, SIGKILL)
            finished.wait()
        }
        _ = readers.wait(timeout: .now() + 2)
        let ending: Ending
        if timedOut {
            ending = .timedOut
        } else if collected.overflowed {
            ending = .tooMuchOutput
        } else if process.terminationReason == .uncaughtSignal {
            ending = .signaled(process.terminationStatus)
        } else {
            ending = .exited(process.terminationStatus)
        }
        return Outcome(ending: ending, stdout: collected.text(stdout: true), stderr: collected.text(stdout: false))
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
