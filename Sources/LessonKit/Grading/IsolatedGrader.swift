import Foundation

/// Grades each exercise in a child process (the same binary, hidden subcommand
/// `__grade-one ID [--solutions]`), so a crash, a hang or a flood of output fails that
/// exercise only. The child hands its verdict back on its own stdout, prefixed with a token
/// only the parent and the grading code know: learner code printing cannot forge it.
public struct IsolatedGrader {
    public static let hiddenCommand = "__grade-one"
    static let tokenVariable = "RXLESSON_RESULT_TOKEN"

    public var executable: URL
    public var timeout: TimeInterval
    public var outputCap: Int
    public var root: URL

    public init(executable: URL = IsolatedGrader.currentExecutable(), timeout: TimeInterval = 10,
                outputCap: Int = 1 << 20, root: URL = PackageRoot.find()) {
        self.executable = executable
        self.timeout = timeout
        self.outputCap = outputCap
        self.root = root
    }

    /// This process's own binary.
    public static func currentExecutable() -> URL {
        #if os(Linux) || os(Android)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        #endif
        if let url = Bundle.main.executableURL { return url }
        return URL(fileURLWithPath: CommandLine.arguments[0])
    }

    public func grade(_ exercise: Exercise, lesson: String, solution: Bool) -> GradeResult {
        let token = UUID().uuidString
        var environment = ProcessInfo.processInfo.environment
        environment[Self.tokenVariable] = token
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let child = ChildProcess(executable: executable,
                                 arguments: [Self.hiddenCommand, exercise.id] + (solution ? ["--solutions"] : []),
                                 environment: environment, timeout: timeout, outputCap: outputCap)
        let outcome = child.run()
        var result = GradeResult(id: exercise.id, lesson: lesson, status: .crash, file: exercise.file,
                                 line: TodoLocator.line(of: exercise.file, root: root))
        switch outcome.ending {
        case .timedOut:
            result.status = .timeout
            result.message = "did not finish within \(LessonReport.format(timeout)) s of real time (an endless loop?); it was stopped"
        case .tooMuchOutput:
            result.status = .fail
            result.message = "wrote more than \(outputCap / 1024) KiB of output; it was stopped"
        case .signaled(let signal):
            result.message = "crashed with signal \(signal) (\(Self.signalName(signal)))" + Self.reason(outcome.stderr)
        case .couldNotStart(let why):
            result.message = "could not start the grader at \(executable.path): \(why)"
        case .exited(let status):
            let prefix = token + " "
            if let line = outcome.stdout.split(separator: "\n").last(where: { $0.hasPrefix(prefix) }),
               let reported = GradeResult.fromWire(String(line.dropFirst(prefix.count))) {
                return reported
            }
            result.message = "exited with status \(status) before reporting a result" + Self.reason(outcome.stderr)
        }
        return result
    }

    /// The runtime's own words from stderr (`Fatal error: ...`), if it left any.
    static func reason(_ stderr: String) -> String {
        let lines = stderr.split(separator: "\n").map(String.init)
        if let fatal = lines.first(where: { $0.contains("Fatal error") || $0.contains("Precondition failed") || $0.contains("Assertion failed") }) {
            return ": " + fatal.trimmingCharacters(in: .whitespaces)
        }
        return ""
    }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL, SIGTRAP: return "a trap: fatalError, a failed precondition, force-unwrapping nil or an overflow"
        case SIGSEGV, SIGBUS: return "bad memory access, often a stack overflow from endless recursion"
        case SIGABRT: return "abort"
        case SIGKILL: return "killed"
        default: return "signal"
        }
    }
}

/// The child's side: `rxlesson __grade-one ID [--solutions]`.
public enum GradeOneCommand {
    public static func run(_ arguments: [String], catalog: [Lesson]) -> Int32 {
        let token = ProcessInfo.processInfo.environment[IsolatedGrader.tokenVariable] ?? ""
        unsetenv(IsolatedGrader.tokenVariable)
        // The verdict goes to the original stdout; everything the exercise prints goes to stderr.
        fflush(stdout)
        let resultChannel = dup(STDOUT_FILENO)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        let solution = arguments.contains("--solutions")
        guard let id = arguments.first(where: { !$0.hasPrefix("--") }),
              let (lesson, exercise) = ExerciseIndex(catalog: catalog).exercise(id)
        else {
            FileHandle.standardError.write(Data("error: no exercise '\(arguments.first ?? "")'\n".utf8))
            return 2
        }
        let result = Grader.grade(exercise, lesson: lesson.id, solution: solution, root: PackageRoot.find())
        fflush(stdout)
        let line = Data(((token.isEmpty ? "" : token + " ") + result.wireJSON + "\n").utf8)
        line.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(resultChannel, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { break }
                offset += written
            }
        }
        close(resultChannel)
        return 0
    }
}

/// Every exercise by id, with its lesson.
struct ExerciseIndex {
    let catalog: [Lesson]

    func exercise(_ id: String) -> (Lesson, Exercise)? {
        for lesson in catalog {
            if let exercise = lesson.exercises.first(where: { $0.id == id }) { return (lesson, exercise) }
        }
        return nil
    }

    var allIds: [String] {
        catalog.map(\.id) + catalog.flatMap { $0.exercises.map(\.id) }
    }
}
