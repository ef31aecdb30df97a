import TextKit

/// Why an exercise did not pass, as data: ``GradingMessages`` says it in a language. Every
/// number a whole one, as `check --format json` carries it (`failure`).
public enum GradeFailure: Sendable, Equatable, Codable {
    /// The file breaks a rule for exercise files, read from its text (the first one broken).
    case breaksSourceRule(BrokenRule)
    /// The file could not be used (missing, not a regular file, too big, not UTF-8) or the
    /// build folder could not be written.
    case unusable(Localized)
    /// The compiler refused it; its first error, as the compiler said it.
    case doesNotCompile(firstError: String?)
    /// The compiler refused it or gave no answer, and its first error is the grader's own.
    case doesNotCompileSaidByGrader(CompilerStandIn)
    /// It compiled, and what the compiler read breaks a rule for exercise files (the first one).
    case breaksCompiledRule(BrokenRule)
    /// The grading's time ran out before this exercise was built.
    case budgetUsedUp(minutes: Int)
    case timedOut(milliseconds: Int, stillRunning: Int?)
    case printedTooMuch(kibibytes: Int)
    /// It used up its temporary folder, of at most `mebibytes` in `files` files.
    case filledFolder(mebibytes: Int, files: Int)
    case couldNotStart(String)
    /// Ended by a signal or an early exit, before scenario `variant` (nil: the shown one) was over.
    case crashed(signal: Int32?, exitStatus: Int32?, reason: String?, variant: Int?)
    case garbledReport
    /// A scenario sent more events and printed lines than a graded run may report.
    case reportedTooMuch
    /// The lesson's harness could not read the inputs its judge made (the author's mistake):
    /// the exercise, the harness's inputs type, what did not fit, and the harness to look at.
    case inputsDoNotFit(exercise: String, type: String, problem: String, harness: String)
    /// The scenario the task shows (or, replaying one, hidden variant `variant`) failed.
    case shownScenario(ScenarioFailure, variant: Int?, printedWithPrint: Bool)
    /// The chain leaves out an operator the task asks for, or uses one it rules out (at `line`).
    case missingOperator(String)
    /// The operator the task asks for is there but changed nothing in any scenario.
    case idleOperator(String, line: Int)
    case ruledOutOperator(String, line: Int)
    /// The shown scenario passed and hidden variant `variant` did not.
    case hiddenVariant(Int, ScenarioFailure, printedWithPrint: Bool)
}

/// Why one finished run fails its scenario.
public enum ScenarioFailure: Sendable, Equatable, Codable {
    case ranAway(tick: Int)
    case grammarBroken(reentrant: Bool, source: String, event: String)
    /// An expected release line (`controller deinit`) never printed; `holder` is the line of
    /// the learner's subscription still open at the end.
    case neverReleased(line: String, holder: Int?)
    case differs(FirstDifference)
    /// A subscription still open at the end: at the learner's `line` (`file` nil) or elsewhere.
    case stillOpen(file: String?, line: Int)
    case leaked(Int)
}

/// The first difference between what was expected and what happened.
public enum FirstDifference: Sendable, Equatable, Codable {
    /// A time the program sent that no figure can draw.
    case undrawableTime(Int)
    /// The exercise's own expected diagram does not parse (the parser's sentence).
    case expectationDoesNotParse(Localized)
    case noResultStream
    /// In the marbles: the difference's sentences, counted from the subscription.
    case marbles(Localized)
    /// In the printed output, at `line`: the expected line, and the one printed instead.
    case output(line: Int, expected: String?, actual: String?)
}
