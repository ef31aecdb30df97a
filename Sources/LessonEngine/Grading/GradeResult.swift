import LessonKit
import Foundation
import Marbles
import TextKit

/// One exercise's verdict, as data in no language: the reports say it in the reader's
/// (``GradingMessages``). It comes only from comparing what the exercise did with its
/// expectation, in the grading process; nothing the learner's code says decides it.
public struct GradeResult: Sendable, Equatable, Codable {
    /// The expected diagram over the actual one, for drawing: a marble expectation only.
    public struct ComparedMarbles: Sendable, Equatable, Codable {
        public var expected: MarbleDiagram
        /// What happened, cut where it stops helping.
        public var actual: MarbleDiagram
        public var difference: MarbleDifference?
        /// The clock's tick the result stream was subscribed at: both rows count from it.
        public var origin = 0
    }

    /// Two printed outputs that differ: the expected one and what the program printed.
    public struct ComparedOutput: Sendable, Equatable, Codable {
        public var expected: String
        public var actual: String
    }

    /// The hidden variant a failure happened in, with the inputs it was given.
    public struct VariantShown: Sendable, Equatable, Codable {
        public struct Input: Sendable, Equatable, Codable {
            public var name: String
            public var diagram: String
        }

        public var index: Int
        /// `variant:SEED`.
        public var choice: String
        public var inputs: [Input]
    }

    /// What the learner's code printed: its first ``Grader/outputShown`` characters and how
    /// many more there were.
    public struct Printed: Sendable, Equatable, Codable {
        public var text: String
        public var cut = 0
    }

    public enum Status: String, Sendable, CaseIterable, Codable {
        case pass, fail
        case compileError = "compile-error"
        case crash, timeout
    }

    public var id: String
    public var lesson: String
    public var status: Status
    /// Why it did not pass; nil when it passed.
    public var failure: GradeFailure?
    /// The expected diagram (or printed output when the exercise expects only output).
    public var expected: String?
    /// What happened, drawn the same way.
    public var actual: String?
    /// The diagrams the first difference is drawn on.
    public var marbles: ComparedMarbles?
    /// The printed outputs, when the first difference is in them.
    public var outputs: ComparedOutput?
    /// What the learner's code printed, theirs and not the grader's, less what the figure
    /// shows already (the playground's lines under comparison).
    public var printed: Printed?
    /// Everything the shown scenario's run printed, `print`'s lines then the playground's
    /// (`play.print`), the figure's included: what `o` in `watch` shows.
    public var printedInRun: Printed?
    /// The learner's chains traced, one row per operator (a failing run only).
    public var chains: [[TracedRow]] = []
    /// On a pass, the shown scenario's chains (``chains`` stays empty: a pass is reported
    /// without a figure); the live page draws them.
    public var passingChains: [[TracedRow]] = []
    /// The first operator whose output differs from the reference solution's, if any.
    public var divergence: TraceDivergence?
    /// Set when the shown scenario passed and a hidden variant did not.
    public var variant: VariantShown?
    /// The compiler's messages for a `compile-error`.
    public var diagnostics: [Diagnostic] = []
    /// The learner's file (relative to the package root) and the line that matters.
    public var file: String
    public var line: Int?
    public var points: Int
    /// False when the file is still the shipped stub: the learner has not begun it (a teacher
    /// tells that apart from an attempt that fails).
    public var started = true
    public var durationMilliseconds: Int = 0
    /// What confined the program while it ran (nil: it never ran).
    public var sandbox: SandboxProtections?

    public init(id: String, lesson: String, status: Status, file: String, points: Int = 1) {
        self.id = id
        self.lesson = lesson
        self.status = status
        self.file = file
        self.points = points
    }

    public var passed: Bool { status == .pass }
    public var score: Int { passed ? points : 0 }

    /// `file:line`, or just the file.
    public var location: String { line.map { "\(file):\($0)" } ?? file }
}
