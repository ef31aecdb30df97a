import CourseKit
import Foundation
import LessonKit

/// The file could be read as the learner's own regular, UTF-8 file of a sane size.
struct IsReadable: VerdictRule {
    func judge(_ grading: GradingCase) -> Finding? {
        if case .text = grading.file { return nil }
        let reason = ExerciseCompiler.unreadableReason(grading.file, shownAs: grading.shownAs, exercise: grading.exercise)
        return Finding(status: .compileError, failure: .unusable(reason))
    }
}

/// What an exercise file may contain (``SourceRules``), checked before it is compiled.
struct FollowsSourceRules: VerdictRule {
    func judge(_ grading: GradingCase) -> Finding? {
        let violations = SourceRules(exercise: grading.exercise).check(grading.text)
        guard let first = violations.first else { return nil }
        return Finding(status: .compileError, failure: .breaksSourceRule(first), line: first.line,
                       diagnostics: violations.map { $0.diagnostic(file: grading.shownAs, source: grading.text) })
    }
}

/// It compiles alone with the harness, from the text the rules read; its scenarios are
/// made meanwhile.
struct Compiles: VerdictRule {
    var compiler: ExerciseCompiler
    /// The scenarios for the file's text.
    var plan: (String) -> [ScenarioChoice]
    static let diagnosticsKept = 20

    func judge(_ grading: GradingCase) -> Finding? {
        let exercise = grading.exercise, plan = plan(grading.text)
        grading.planned = Alongside { (plan, plan.map(exercise.scenario)) }
        switch compiler.build(exercise, text: grading.text, shownAs: grading.shownAs) {
        case .unusable(let reason):
            return Finding(status: .compileError, failure: .unusable(reason))
        case .refused(let diagnostics):
            // The first errors say what there is to say; a file of thousands (one built to
            // swell the results) keeps as many.
            let errors = diagnostics.filter { $0.severity == .error }
            let failure = errors.first?.rule.map(GradeFailure.breaksCompiledRule)
                ?? errors.first?.standIn.map(GradeFailure.doesNotCompileSaidByGrader) ?? .doesNotCompile(firstError: errors.first?.message)
            return Finding(status: .compileError, failure: failure,
                           line: errors.first?.line, diagnostics: Array(errors.prefix(Self.diagnosticsKept)))
        case .built(let executable):
            grading.executable = executable
            return nil
        }
    }
}

/// The program starts and plays every scenario in one run.
struct Runs: VerdictRule {
    var process: ExerciseProcess
    var policy: (URL, GradingCase) -> SandboxPolicy

    func judge(_ grading: GradingCase) -> Finding? {
        guard let executable = grading.executable else { return nil }
        let run = process.run(executable, exercise: grading.exercise, scenarios: grading.played.map(\.inputs), policy: policy(executable, grading))
        grading.run = run
        if let mismatch = run.inputsMismatch {
            let exercise = grading.exercise
            return Finding(status: .crash, failure: .inputsDoNotFit(exercise: exercise.id, type: mismatch.type, problem: mismatch.problem,
                                                                   harness: "Lessons/\(exercise.lesson)/Harness.swift (Harness.\(exercise.entry))"))
        }
        guard case .couldNotStart(let why) = run.ending else { return nil }
        return Finding(status: .crash, failure: .couldNotStart(why))
    }
}

/// It ends within the real-time limit.
struct StopsInTime: VerdictRule {
    var limit: TimeInterval

    func judge(_ grading: GradingCase) -> Finding? {
        guard let run = grading.run, case .timedOut = run.ending else { return nil }
        // Where its backtrace, asked for before it was stopped, found it.
        return Finding(status: .timeout, failure: .timedOut(milliseconds: Int((limit * 1000).rounded()), stillRunning: run.crashLine), line: run.crashLine)
    }
}

/// It prints no more than the grader reads.
struct PrintsWithinCap: VerdictRule {
    var outputCap: Int

    func judge(_ grading: GradingCase) -> Finding? {
        guard let run = grading.run, case .tooMuchOutput = run.ending else { return nil }
        return Finding(status: .fail, failure: .printedTooMuch(kibibytes: outputCap / 1024))
    }
}

/// It reports all that happened: past the most a scenario may send (thousands of events and
/// printed lines, where every exercise needs a few dozen), the rest was left out, and a
/// result that only the left-out part makes wrong would pass.
struct ReportsWithinItsLimit: VerdictRule {
    func judge(_ grading: GradingCase) -> Finding? {
        guard let run = grading.run, run.reportedTooMuch else { return nil }
        return Finding(status: .fail, failure: .reportedTooMuch)
    }
}

/// It does not fill its folder: no exercise writes files, and one that keeps writing is
/// stopped there (the folder's bytes and files are bounded) rather than fill the disk.
struct StaysWithinItsFolder: VerdictRule {
    var limits: SandboxPolicy.Limits

    func judge(_ grading: GradingCase) -> Finding? {
        guard let run = grading.run, run.filledFolder else { return nil }
        return Finding(status: .fail, failure: .filledFolder(mebibytes: Int(limits.folderSize >> 20), files: Int(limits.folderFiles)))
    }
}

/// No crash or early exit before every scenario is over.
struct FinishesEveryScenario: VerdictRule {
    func judge(_ grading: GradingCase) -> Finding? {
        guard let run = grading.run else { return nil }
        var signal: Int32?, exitStatus: Int32?
        switch run.ending {
        case .signaled(let number): signal = number
        case .exited(let code): exitStatus = code
        default: return nil
        }
        let choices = grading.choices
        guard let unfinished = choices.indices.first(where: { $0 >= run.records.count || !run.records[$0].finished }) else { return nil }
        let variant = choices[unfinished].number
        return Finding(status: .crash, failure: .crashed(signal: signal, exitStatus: exitStatus, reason: run.crashReason, variant: variant),
                       line: run.crashLine, inputsOf: variant == nil ? nil : unfinished)
    }
}

/// The report channel carries only what the harness writes.
struct ReportsCleanly: VerdictRule {
    func judge(_ grading: GradingCase) -> Finding? {
        guard let run = grading.run, run.malformed else { return nil }
        return Finding(status: .fail, failure: .garbledReport)
    }
}

/// The first scenario played (the shown one, or the one hidden variant replayed) passes.
struct ShownScenarioPasses: VerdictRule {
    func judge(_ grading: GradingCase) -> Finding? {
        guard let run = grading.run, let expected = grading.played.first?.expected else { return nil }
        let observed = run.record
        guard let (failure, line) = ScenarioRules.failure(of: observed, expected: expected) else { return nil }
        let printedWithPrint = ScenarioRules.printedWithPrint(expected: expected, observed: observed, printed: run.printed)
        return Finding(status: .fail, failure: .shownScenario(failure, variant: grading.choices.first?.number, printedWithPrint: printedWithPrint), line: line)
    }
}

/// The operators the task asks for are in the learner's chain, and none it rules out, in every
/// scenario traced (a function can build another chain on its next call: the hidden variants
/// are checked as the shown scenario is).
struct KeepsOperatorRules: VerdictRule {
    func judge(_ grading: GradingCase) -> Finding? {
        guard let run = grading.run else { return nil }
        for (index, record) in run.records.enumerated() where record.chains != nil {
            switch OperatorRuleCheck.broken(grading.exercise.rules, in: Grader.chains(record.chains)) {
            case nil: continue
            case .ruledOut(let name, let line)?: return Finding(status: .fail, failure: .ruledOutOperator(name, line: line), line: line > 0 ? line : nil, shown: index)
            case .missing(let name)?: return Finding(status: .fail, failure: .missingOperator(name), shown: index)
            }
        }
        return nil
    }
}

/// Each operator the task asks for does its work in one scenario at least: there only to be
/// seen (`take(until: never())`), it is not the skill the task teaches.
struct RequiredOperatorsWork: VerdictRule {
    func judge(_ grading: GradingCase) -> Finding? {
        guard let run = grading.run, let idle = OperatorRuleCheck.idle(grading.exercise.rules, in: run.records.compactMap { $0.chains?.chains })
        else { return nil }
        return Finding(status: .fail, failure: .idleOperator(idle.name, line: idle.line), line: idle.line > 0 ? idle.line : nil)
    }
}

/// Every hidden variant passes as the shown scenario did; the first that fails is shown.
struct HiddenVariantsPass: VerdictRule {
    func judge(_ grading: GradingCase) -> Finding? {
        guard let run = grading.run else { return nil }
        let played = grading.played
        for (index, observed) in zip(played.indices, run.records).dropFirst() {
            let expected = played[index].expected
            guard let (failure, line) = ScenarioRules.failure(of: observed, expected: expected) else { continue }
            let printed = index < run.printedByScenario.count ? run.printedByScenario[index] : ""
            let printedWithPrint = ScenarioRules.printedWithPrint(expected: expected, observed: observed, printed: printed)
            return Finding(status: .fail, failure: .hiddenVariant(grading.choices[index].number ?? index, failure, printedWithPrint: printedWithPrint),
                           line: line, shown: index)
        }
        return nil
    }
}
