/// The lesson's side of an exercise: it builds the inputs of one scenario on a playground,
/// calls the learner's function and records what happens. `Entry` is the type of that function.
///
/// The grader compiles the learner's file with a one-line `main.swift`,
/// `Lesson_dispose.Exercises.stopTheInterval.host(stopTheInterval)`, against the prebuilt
/// lesson: the reference solution and the other exercises are never in that compile unit.
public struct ExerciseHarness<Entry>: Sendable {
    public let exercise: Exercise
    private let stage: @Sendable (Entry, Playground, Scenario) -> Void

    public init(_ exercise: Exercise, stage: @escaping @Sendable (_ attempt: Entry, _ play: Playground, _ scenario: Scenario) -> Void) {
        self.exercise = exercise
        self.stage = stage
    }

    /// Runs `entry` for the grader and reports what it did; never returns. `standIns` are the
    /// `#fileID`s of the lesson's stand-in files, left out of the traced chains.
    public func host(_ entry: Entry, standIns: [String] = []) -> Never {
        ExerciseHost.main(standIns: Set(standIns)) { play, choice in stage(entry, play, exercise.scenario(choice)) }
    }
}
