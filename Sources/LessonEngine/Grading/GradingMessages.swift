import Foundation
import LessonHost
import RxCore
import TextKit

/// Every sentence the grader says to a learner, in both languages: one place to read them
/// all and to check that the Chinese says as much as the English. A result is data; the
/// reports call here to say it.
enum GradingMessages {
    /// Why an exercise did not pass.
    static func sentence(_ failure: GradeFailure) -> Localized {
        switch failure {
        case .breaksSourceRule(let rule): return breaksSourceRule(rule.sentence)
        case .unusable(let reason): return reason
        case .doesNotCompile(let firstError): return doesNotCompile(firstError)
        case .doesNotCompileSaidByGrader(let standIn): return wording("grading.does-not-compile", standIn.sentence)
        case .breaksCompiledRule(let rule): return wording("grading.does-not-compile", rule.sentence)
        case .budgetUsedUp(let minutes): return budgetUsedUp(minutes: minutes)
        case .timedOut(let milliseconds, let line): return timedOut(after: Double(milliseconds) / 1000, stillRunning: line)
        case .printedTooMuch(let kibibytes): return printedTooMuch(kibibytes: kibibytes)
        case .filledFolder(let mebibytes, let files): return wording("grading.filled-folder", mebibytes, files)
        case .couldNotStart(let why): return couldNotStart(why)
        case .crashed(let signal, let exitStatus, let reason, let variant):
            let message = crashed(signal: signal, exitStatus: exitStatus, reason: reason)
            return variant.map { inVariant($0, message) } ?? message
        case .garbledReport: return garbledReport
        case .reportedTooMuch: return wording("grading.reported-too-much", "\(ExerciseHost.wireLimit)")
        case .inputsDoNotFit(let exercise, let type, let problem, let harness):
            return wording("grading.inputs-do-not-fit", exercise, type, problem, harness)
        case .shownScenario(let failure, let variant, let printedWithPrint):
            let message = sentence(failure)
            return joined(variant.map { inVariant($0, message) } ?? message, printedWithPrint ? self.printedWithPrint : nil)
        case .missingOperator(let name): return required(name)
        case .idleOperator(let name, let line): return wording("grading.required-idle", name, line)
        case .ruledOutOperator(let name, let line): return ruledOut(name, line: line)
        case .hiddenVariant(let index, let failure, let printedWithPrint):
            return joined(wording("grading.variant-failed", index, sentence(failure)), printedWithPrint ? self.printedWithPrint : nil)
        }
    }

    /// Why one finished run fails its scenario.
    static func sentence(_ failure: ScenarioFailure) -> Localized {
        switch failure {
        case .ranAway(let tick): return ranAway(at: tick)
        case .grammarBroken(let reentrant, let source, let event): return grammarBroken(reentrant: reentrant, source: source, event: event)
        case .neverReleased(let line, let holder): return neverReleased(line, holder: holder)
        case .differs(let difference): return sentence(difference)
        case .stillOpen(let file, let line):
            return file.map { wording("grading.still-open.file", "\($0):\(line)") } ?? stillOpen(at: self.line(line))
        case .leaked(let count): return leaked(count)
        }
    }

    /// The first difference between what was expected and what happened.
    static func sentence(_ difference: FirstDifference) -> Localized {
        switch difference {
        case .undrawableTime(let time): return TraceDrawing.UndrawableTime(time: time).sentences
        case .expectationDoesNotParse(let why): return wording("grading.expectation-does-not-parse", why)
        case .noResultStream: return wording("grading.no-result-stream")
        case .marbles(let sentences): return sentences
        case .output(let line, let expected?, let actual?): return wording("grading.output.differs", line, expected, actual)
        case .output(let line, let expected?, nil): return wording("grading.output.missing", line, expected)
        case .output(let line, nil, let actual?): return wording("grading.output.extra", line, actual)
        case .output(let line, nil, nil): return wording("grading.output.line", line)
        }
    }

    /// What the learner printed, and how much more was cut.
    static func printed(_ printed: GradeResult.Printed) -> Localized {
        guard printed.cut > 0 else { return Localized(zh: printed.text, en: printed.text) }
        return wording("grading.printed-and-cut", printed.text, moreCharacters(printed.cut))
    }

    static func moreCharacters(_ count: Int) -> Localized {
        wording("grading.more-characters", count)
    }

    /// `first` followed by `then`, in each language.
    static func joined(_ first: Localized, _ then: Localized?) -> Localized {
        guard let then else { return first }
        return Localized(zh: first.zh + then.zh, en: first.en + then.en)
    }

    /// `10 s` / `10 秒`.
    static func seconds(_ value: TimeInterval) -> Localized {
        wording("grading.seconds", value == value.rounded() ? "\(Int(value))" : "\(value)")
    }

    /// `stillRunning`: the learner's line its backtrace found it on when it was stopped.
    static func timedOut(after limit: TimeInterval, stillRunning line: Int? = nil) -> Localized {
        guard let line else { return wording("grading.timed-out", seconds(limit)) }
        return wording("grading.timed-out.line", seconds(limit), line)
    }

    static func printedTooMuch(kibibytes: Int) -> Localized {
        wording("grading.printed-too-much", kibibytes)
    }

    /// The expected lines came out of Swift's `print`, which is not the output compared.
    static let printedWithPrint = wording("grading.printed-with-print")

    /// The report channel carried what the harness never writes (see ExerciseProcess).
    static let garbledReport = wording("grading.garbled-report")

    /// `why` is the system's own sentence, quoted as it is.
    static func couldNotStart(_ why: String) -> Localized {
        wording("grading.could-not-start", why)
    }

    /// A crash by a signal, or an early exit; `reason` is the Swift runtime's own line, if any,
    /// quoted as it is (like a compiler's diagnostic).
    static func crashed(signal: Int32?, exitStatus: Int32?, reason: String?) -> Localized {
        var message = wording("grading.crashed")
        if let signal {
            message = wording("grading.crashed.signal", signalName(signal))
        } else if let exitStatus {
            message = wording("grading.crashed.exit-status", exitStatus)
        }
        guard let reason else { return message }
        return wording("grading.crashed.reason", message, reason)
    }

    static func signalName(_ signal: Int32) -> Localized {
        switch signal {
        case SIGILL, SIGTRAP: return wording("grading.signal.trap")
        case SIGSEGV, SIGBUS: return wording("grading.signal.bad-access")
        case SIGABRT: return wording("grading.signal.abort")
        case SIGKILL: return wording("grading.signal.killed")
        case SIGXCPU: return wording("grading.signal.cpu-limit")
        case SIGXFSZ: return wording("grading.signal.file-size-limit")
        default: return wording("grading.signal.other", signal)
        }
    }

    static func inVariant(_ index: Int, _ message: Localized) -> Localized {
        wording("grading.in-variant", index, message)
    }

    static func ruledOut(_ name: String, line: Int) -> Localized {
        line > 0 ? wording("grading.ruled-out", name, line) : wording("grading.ruled-out.no-line", name)
    }

    static func required(_ name: String) -> Localized {
        wording("grading.required", name)
    }

    static func ranAway(at tick: Int) -> Localized {
        wording("grading.ran-away", tick)
    }

    static func grammarBroken(reentrant: Bool, source: String, event: String) -> Localized {
        reentrant ? wording("grading.grammar.reentrant", source, event) : wording("grading.grammar.after-end", source, event)
    }

    /// An object whose release line (`controller deinit`) never printed; `holder` is the line
    /// of the learner's subscription still open at the end, when there is one.
    static func neverReleased(_ expectedLine: String, holder: Int?) -> Localized {
        guard let holder else { return wording("grading.never-released", expectedLine) }
        return wording("grading.never-released.holder", expectedLine, holder)
    }

    /// `place` is `line 5` / `第 5 行`.
    static func stillOpen(at place: Localized) -> Localized {
        wording("grading.still-open", place)
    }

    static func line(_ number: Int) -> Localized {
        wording("grading.line", number)
    }

    static func leaked(_ count: Int) -> Localized {
        count == 1 ? wording("grading.leaked.one", count) : wording("grading.leaked", count)
    }

    static func breaksSourceRule(_ rule: Localized) -> Localized {
        wording("grading.breaks-source-rule", rule)
    }

    /// The first compiler error, as the compiler said it.
    static func doesNotCompile(_ firstError: String?) -> Localized {
        guard let firstError else { return wording("grading.does-not-compile.no-message") }
        return wording("grading.does-not-compile", firstError)
    }

    // MARK: The learner's file

    static func missing(_ shownAs: String, exercise id: String) -> Localized {
        wording("grading.missing", shownAs, id)
    }

    static func tooLarge(_ shownAs: String) -> Localized {
        wording("grading.too-large", shownAs)
    }

    static func notUTF8(_ shownAs: String, exercise id: String) -> Localized {
        wording("grading.not-utf8", shownAs, id)
    }

    static func cannotWriteBuildFolder(_ path: String, _ why: String) -> Localized {
        wording("grading.cannot-write-build-folder", path, why)
    }

    /// The harness's call no longer matches the learner's function; `compiler` is what swiftc said.
    static func signatureChanged(entry: String, compiler: String) -> Localized {
        wording("grading.signature-changed", entry, compiler)
    }

    /// The lesson has no harness named for the exercise: the course's fault, never the learner's.
    static func noHarness(exercise id: String, name: String, entry: String, file: String) -> Localized {
        wording("grading.no-harness", id, name, entry, file)
    }

    static func budgetUsedUp(minutes: Int) -> Localized {
        wording("grading.budget-used-up", minutes)
    }

    static func compilerTimedOut(after limit: TimeInterval) -> Localized {
        wording("grading.compiler-timed-out", seconds(limit.rounded()))
    }

    /// `why` is the system's own sentence, quoted as it is.
    static func cannotRunCompiler(_ path: String, _ why: String) -> Localized {
        wording("grading.cannot-run-compiler", path, why)
    }

    static func cannotKeepProgram(_ path: String) -> Localized {
        wording("grading.cannot-keep-program", path)
    }

    static let compilerSaidNothing = wording("grading.compiler-said-nothing")
}
