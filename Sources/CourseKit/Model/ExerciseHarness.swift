import LessonKit

/// The graded program's side of an exercise: it builds one scenario's inputs on a playground,
/// calls the learner's function and records what happens. `Entry` is the type of that function,
/// `Inputs` the exercise's ``ScenarioInputs`` (declared beside the harness, made by the judge).
///
/// A lesson keeps its harnesses in `Harness.swift` (`enum Harness`, one property per exercise,
/// named as the learner's function); what the runs must produce is in the lesson's `Judge/`
/// module, which only the grading process links. The grader compiles the learner's file with
/// a one-line `main.swift`, `LessonHost.ExerciseHost.main(Lesson_dispose.Harness.stopTheInterval, stopTheInterval)`,
/// against the prebuilt lesson: no expectation, variant generator, seed or reference solution
/// is in that program, and the host (LessonHost) is a module the learner's file may not import.
public struct ExerciseHarness<Entry, Inputs: ScenarioInputs>: Sendable {
    /// Run by LessonHost's `ExerciseHost` on each scenario; `package`, as the learner's unit is not of this package.
    package let stage: @Sendable (Entry, Playground, Inputs) -> Void

    /// `package`: only a lesson makes a harness; a learner's file could otherwise host a stage
    /// of its own choosing.
    package init(_ stage: @escaping @Sendable (_ attempt: Entry, _ play: Playground, _ inputs: Inputs) -> Void) {
        self.stage = stage
    }

    /// A harness whose exercise has no inputs.
    package init(_ stage: @escaping @Sendable (_ attempt: Entry, _ play: Playground) -> Void) where Inputs == NoInputs {
        self.stage = { attempt, play, _ in stage(attempt, play) }
    }
}
