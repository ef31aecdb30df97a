import CourseKit
import Foundation
import LessonKit

/// What one grading has found so far, for the verdict rules to read in order: the one read of
/// the learner's file (the rules and the compiler see the same bytes, so a file swapped
/// between them cannot pass), then the program built from it, then its run.
final class GradingCase {
    let exercise: Exercise
    /// Where the file was read, for the sandbox's policy; never read again.
    let source: URL
    let shownAs: String
    let file: ExerciseCompiler.Loaded
    /// The scenarios, made while the file compiles: inputs for the program, expectations kept here.
    var planned: Alongside<(choices: [ScenarioChoice], played: [Scenario])>?
    var executable: URL?
    var run: ExerciseProcess.Outcome?

    init(exercise: Exercise, source: URL, shownAs: String) {
        self.exercise = exercise
        self.source = source
        self.shownAs = shownAs
        file = ExerciseCompiler.load(source, shownAs: shownAs)
    }

    /// The file's text; empty when it could not be read (the first rule says why).
    var text: String {
        if case .text(let text) = file { return text }
        return ""
    }

    var choices: [ScenarioChoice] { planned?.value.choices ?? [] }
    var played: [Scenario] { planned?.value.played ?? [] }
}

/// One rule's finding that a grading fails, and what the result shows for it.
struct Finding {
    var status: GradeResult.Status
    var failure: GradeFailure
    /// The line to look at; nil keeps the one the grading points at otherwise.
    var line: Int?
    var diagnostics: [Diagnostic] = []
    /// The scenario whose comparison, chains and printed lines the result shows.
    var shown = 0
    /// The scenario whose inputs the result lists (when it is a hidden variant); nil: `shown`.
    var inputsOf: Int?
}

/// One step of the grader's judgement, in ``Grader/rules`` order: the first that fails decides.
protocol VerdictRule {
    func judge(_ grading: GradingCase) -> Finding?
}
