import Foundation
import TextKit

/// The grader's own error where the compiler's words are not the one to show: the generated
/// entry file does not fit (the lesson has no harness for the exercise, the learner changed
/// the function's shape), or the compiler gave no answer (it said nothing, ran out of time,
/// could not start, its program could not be kept). Data in no language, kept as such with a
/// refused build; a report says it in its reader's language (``sentence``).
public enum CompilerStandIn: Sendable, Hashable, Codable {
    /// The lesson has no harness named for the exercise (the course's mistake): the exercise,
    /// its name and entry, the harness file, and what the compiler said.
    case noHarness(exercise: String, name: String, entry: String, harness: String, compiler: String)
    /// The harness's call no longer fits the learner's function `entry`.
    case signatureChanged(entry: String, compiler: String)
    /// The playground's entry does not find `playground(_:)` in `file`.
    case playgroundEntry(file: String, compiler: String)
    case saidNothing
    /// The limit in whole seconds, as it is said.
    case timedOut(seconds: Int)
    /// The compiler at `compiler` could not be started; `why` is the system's own sentence.
    case cannotRun(compiler: String, why: String)
    case cannotKeepProgram(path: String)

    /// The sentence, in both languages.
    public var sentence: Localized {
        switch self {
        case .noHarness(let exercise, let name, let entry, let harness, let compiler):
            let blame = GradingMessages.noHarness(exercise: exercise, name: name, entry: entry, file: harness)
            return Localized(zh: blame.zh + " (\(compiler))", en: blame.en + " (\(compiler))")
        case .signatureChanged(let entry, let compiler): return GradingMessages.signatureChanged(entry: entry, compiler: compiler)
        case .playgroundEntry(let file, let compiler): return wording("playground-runner.the-playground-calls-func-playground", file, compiler)
        case .saidNothing: return GradingMessages.compilerSaidNothing
        case .timedOut(let seconds): return GradingMessages.compilerTimedOut(after: TimeInterval(seconds))
        case .cannotRun(let compiler, let why): return GradingMessages.cannotRunCompiler(compiler, why)
        case .cannotKeepProgram(let path): return GradingMessages.cannotKeepProgram(path)
        }
    }
}
