/// The graded program's side of an exercise: it builds one scenario's inputs on a playground,
/// calls the learner's function and records what happens. `Entry` is the type of that function.
///
/// A lesson keeps its harnesses in `Harness.swift` (`enum Harness`, one property per exercise,
/// named as the learner's function); what the runs must produce is in the lesson's `Judge/`
/// module, which only the grading process links. The grader compiles the learner's file with
/// a one-line `main.swift`, `Lesson_dispose.Harness.stopTheInterval.host(stopTheInterval)`,
/// against the prebuilt lesson: no expectation, variant generator, seed or reference solution
/// is in that program.
public struct ExerciseHarness<Entry>: Sendable {
    private let stage: @Sendable (Entry, Playground, ScenarioInputs) -> Void

    /// `package`: only a lesson makes a harness; a learner's file could otherwise host a stage
    /// of its own choosing.
    package init(_ stage: @escaping @Sendable (_ attempt: Entry, _ play: Playground, _ scenario: ScenarioInputs) -> Void) {
        self.stage = stage
    }

    /// Runs `entry` on every scenario the grader sends and reports what it did; never
    /// returns. Everything else it needs (the scenarios, which to trace, the stand-ins' files)
    /// comes from the grader, so a learner's file that declares a `host` of its own for this
    /// type changes nothing but who calls this one.
    public func host(_ entry: Entry) -> Never {
        ExerciseHost.main { play, inputs in stage(entry, play, inputs) }
    }
}
