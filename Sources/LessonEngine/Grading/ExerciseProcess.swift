import TextKit
import Foundation
import LessonHost
import CourseKit
import LessonKit

/// Runs a built exercise in a process of its own and reads back, line by line, what it did:
/// a crash, a hang or a flood of output ends that exercise only, and what it recorded up to
/// then is kept.
struct ExerciseProcess {
    struct Outcome {
        /// One per scenario played, in the order asked; a run that crashed has fewer.
        var records: [RunRecord]
        /// The shown scenario's.
        var record: RunRecord { records.first ?? RunRecord() }
        var ending: ChildProcess.Ending
        /// What the learner's code printed with `print` (the runtime's crash report cut off),
        /// scenario by scenario, in the order played.
        var printedByScenario: [String]
        /// The shown scenario's.
        var printed: String { printedByScenario.first ?? "" }
        /// The runtime's own words about a crash (`Fatal error: ...`), and the learner's line
        /// it happened at.
        var crashReason: String?
        var crashLine: Int?
        /// What confined it.
        var protections: SandboxProtections
        /// The report channel carried something that is not a report: a partial line, a line
        /// without the token, an unknown one, or a traced scenario that ended without its
        /// trace. The harness writes none of these; only the learner's code can (a stray
        /// `write` to the channel's descriptor), so the run fails rather than lose a line.
        var malformed = false
        /// It used up its private folder (see ``SandboxPolicy/Limits``).
        var filledFolder = false
        /// A scenario happened more than the program may report (``ExerciseHost/wireLimit``):
        /// what was left out could have been anything.
        var reportedTooMuch: Bool { records.contains { $0.unreported > 0 } }
        /// The program could not read the inputs it was sent as its harness's type: the
        /// lesson's mistake, found before it played anything.
        var inputsMismatch: InputsMismatch?
    }

    var timeout: TimeInterval
    var outputCap: Int
    /// Times the sandboxed process and the decoding of its report apart (gradebench).
    var phases: PhaseTimes?

    /// Plays `scenarios` (their inputs only: what they must produce stays here) in one run of
    /// `executable`, tracing the chains of those at `traced` (all when nil).
    func run(_ executable: URL, exercise: Exercise, scenarios: [AnyScenarioInputs], traced: [Int]? = nil, policy: SandboxPolicy) -> Outcome {
        let token = UUID().uuidString
        let request = ChildRequest(scenarios: scenarios, traced: traced ?? Array(scenarios.indices), standIns: exercise.standIns)
        let input = Data((token + "\n").utf8) + ((try? JSONEncoder().encode(request)) ?? Data())
        let sandboxed = SandboxedProcess(executable: executable, policy: policy, timeout: timeout, outputCap: outputCap, input: input)
        let result = phases.measure(.sandboxedProcess) { sandboxed.run() }
        return phases.measure(.reportDecoded) { outcome(of: result, token: token, exercise: exercise, traced: traced ?? Array(scenarios.indices)) }
    }

    /// What the program reported on its channel and printed, read back.
    private func outcome(of result: SandboxedProcess.Outcome, token: String, exercise: Exercise, traced tracedIndices: [Int]) -> Outcome {
        var reader = RunRecord.Reader(key: token)
        // A crash may cut the last line short; anything else unfinished is not the harness's.
        let unfinished = reader.read(result.stdout)
        var malformed = reader.malformed || (!unfinished.isEmpty && result.ending == .exited(0))
        let records = reader.records
        if tracedIndices.contains(where: { $0 < records.count && records[$0].finished && records[$0].chains == nil }) {
            malformed = true
        }
        let report = CrashReport(result.stderr, learnerFile: "\(exercise.name).swift")
        var exitStatus: Int32?
        if case .exited(let status) = result.ending { exitStatus = status }
        return Outcome(records: records, ending: result.ending, printedByScenario: Self.split(report.printed),
                       crashReason: report.reason, crashLine: report.line, protections: result.protections, malformed: malformed,
                       filledFolder: result.filledFolder,
                       inputsMismatch: InputsMismatch.reported(stderr: result.stderr, exitStatus: exitStatus, playedNothing: result.stdout.isEmpty))
    }
}

extension ExerciseProcess {
    /// What was printed, cut at each scenario's mark (lines before the first mark go with
    /// the first scenario).
    static func split(_ printed: String) -> [String] {
        var parts: [[Substring]] = [[]]
        for line in printed.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(ExerciseHost.printedScenarioMark), Int(line.dropFirst(ExerciseHost.printedScenarioMark.count)) != nil {
                if !(parts.count == 1 && parts[0].isEmpty) { parts.append([]) }
            } else {
                parts[parts.count - 1].append(line)
            }
        }
        return parts.map { $0.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines) }
    }
}

/// Splits a child's stderr into what the learner printed and the runtime's crash report.
struct CrashReport {
    /// The runtime's crash lines are short; only this much of one is read.
    static let longestLine = 1_000
    /// The learner's frame is near the top of a backtrace; only this many lines of one are read.
    static let framesRead = 100

    var printed: String
    var reason: String?
    var line: Int?

    init(_ stderr: String, learnerFile: String) {
        let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let reportStart = lines.firstIndex { $0.hasPrefix("*** Signal") || $0.hasPrefix("💣 Program crashed") || $0.hasPrefix("*** Program crashed") }
        var own = Array(lines[..<(reportStart ?? lines.count)])
        // `file:line: Fatal error: message` is the runtime's, not the learner's.
        let markers = ["Fatal error", "Precondition failed", "Assertion failed"]
        if let index = own.lastIndex(where: { line in markers.contains { line.contains($0) } }) {
            let text = own.remove(at: index)
            if let start = markers.compactMap({ text.range(of: $0)?.lowerBound }).min() {
                reason = String(text[start...].prefix(Self.longestLine))
            }
            // The runtime's location starts the line; the patterns below cost time quadratic in
            // a line's length, and a program may print a line of any length.
            if let match = text.prefix(Self.longestLine).firstMatch(of: #/([^/\s:]+\.swift):(\d+): /#), String(match.1) == learnerFile {
                line = Int(match.2)
            }
        }
        printed = own.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        if line == nil, let start = reportStart {
            // The first frame of the backtrace that is in the learner's file.
            for frame in lines[start...].prefix(Self.framesRead) where frame.count <= Self.longestLine {
                if let location = Self.location(ofFrame: frame), location.file == learnerFile {
                    line = location.line
                    break
                }
            }
        }
    }

    /// `… at /path/File.swift:12:5` (the column optional): the file's name and the line, read
    /// from the end of a frame line in one pass (a pattern with backtracking cost the grader
    /// minutes on a thousand crafted lines).
    static func location(ofFrame frame: String) -> (file: Substring, line: Int)? {
        guard let at = frame.range(of: " at ", options: .backwards) else { return nil }
        var parts = frame[at.upperBound...].split(separator: " ").last?.split(separator: ":", omittingEmptySubsequences: false) ?? []
        if parts.count >= 3, Int(parts[parts.count - 1]) != nil, Int(parts[parts.count - 2]) != nil { parts.removeLast() }
        guard parts.count >= 2, let line = Int(parts[parts.count - 1]),
              let file = parts[parts.count - 2].split(separator: "/").last, file.hasSuffix(".swift") else { return nil }
        return (file, line)
    }
}
