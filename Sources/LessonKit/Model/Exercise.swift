/// A graded task: the learner edits a stub until its events match the expected result.
public struct Exercise: Sendable {
    public let id: String
    public let title: Localized
    /// What to build, in a few sentences.
    public let task: Localized
    /// From a nudge to nearly the answer.
    public let hints: [Localized]
    /// The file the learner edits, relative to the package root (the grader points at its
    /// `TODO` line).
    public let file: String
    /// Runs the learner's attempt (`solution == false`) or the reference solution, and
    /// returns what it did; the grader compares that with `expected`.
    public let run: @Sendable (_ solution: Bool, _ play: Playground) -> Void
    /// The expected result: a marble diagram of the recorded `result` stream, printed lines, or both.
    public let expected: Expectation

    public init(id: String, title: Localized, task: Localized, hints: [Localized], file: String,
                expected: Expectation, run: @escaping @Sendable (_ solution: Bool, _ play: Playground) -> Void) {
        self.id = id
        self.title = title
        self.task = task
        self.hints = hints
        self.file = file
        self.expected = expected
        self.run = run
    }
}

/// What an exercise must produce. Lives beside the manifest, never in the learner's file.
public struct Expectation: Sendable {
    /// Marble diagram of the stream recorded as `result` (document syntax, frame 1 tick,
    /// time 0 = the recording's subscription).
    public let marbles: String?
    /// Printed lines, exactly.
    public let output: String?

    public init(marbles: String? = nil, output: String? = nil) {
        self.marbles = marbles
        self.output = output
    }
}
