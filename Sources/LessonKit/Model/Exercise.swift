/// A graded task: what the learner reads (title, task, hints) and what the grader expects.
///
/// Everything about an exercise derives from its `name`: the learner edits
/// `Lessons/<lesson>/Exercises/<name>.swift`, which defines the function `entry`
/// (the name in lowerCamelCase); the course ships that file as `Stubs/<name>.swift` and its
/// reference answer as `Solutions/<name>.swift`. The harness that calls `entry` lives in the
/// lesson (`ExerciseHarness`), so the learner's file is compiled with it alone.
public struct Exercise: Sendable {
    public let id: String
    public let name: String
    public let title: Localized
    /// What to build, in a few sentences.
    public let task: Localized
    /// From a nudge to nearly the answer.
    public let hints: [Localized]
    public let expected: Expectation
    /// What a pass is worth in a class's score.
    public let points: Int
    /// System modules the learner's file may import besides the course's own (`Foundation`
    /// for `URL`, say): none unless the task needs them.
    public let allowedImports: Set<String>
    /// The lesson this exercise belongs to; set when the lesson is built.
    public internal(set) var lesson: String = ""

    public init(id: String, name: String, title: Localized, task: Localized, hints: [Localized],
                expected: Expectation, points: Int = 1, allowedImports: Set<String> = []) {
        self.id = id
        self.name = name
        self.title = title
        self.task = task
        self.hints = hints
        self.expected = expected
        self.points = points
        self.allowedImports = allowedImports
    }

    /// The function the learner's file defines.
    public var entry: String { name.prefix(1).lowercased() + name.dropFirst() }

    /// The learner's working copy, relative to the package root.
    public var file: String { path(in: "Exercises") }
    /// The file as the course ships it (`rxlesson reset` puts it back).
    public var stubFile: String { path(in: "Stubs") }
    /// The reference solution: the same file, solved.
    public var solutionFile: String { path(in: "Solutions") }

    private func path(in folder: String) -> String { "Lessons/\(lesson)/\(folder)/\(name).swift" }
}

/// What an exercise must produce. Lives in the lesson, never in the learner's file.
public struct Expectation: Sendable {
    /// Marble diagram of the stream recorded as `result` (document syntax, frame 1 tick,
    /// time 0 = the recording's subscription).
    public let marbles: String?
    /// Printed lines, exactly.
    public let output: String?
    /// Every subscription the learner's code makes must have ended (disposed, or its
    /// sequence terminated) when the run is over.
    public let subscriptionsEnd: Bool

    public init(marbles: String? = nil, output: String? = nil, subscriptionsEnd: Bool = false) {
        self.marbles = marbles
        self.output = output
        self.subscriptionsEnd = subscriptionsEnd
    }
}
