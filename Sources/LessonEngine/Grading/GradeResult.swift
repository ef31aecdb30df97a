import LessonKit
import Foundation
import Marbles
import TextKit

/// One exercise's verdict. It comes only from comparing what the exercise did with its
/// expectation, in the grading process; nothing the learner's code says decides it.
public struct GradeResult: Sendable, Equatable {
    /// The expected diagram over the actual one, for drawing: a marble expectation only.
    public struct ComparedMarbles: Sendable, Equatable {
        public var expected: MarbleDiagram
        /// What happened, cut where it stops helping (as in ``figure``).
        public var actual: MarbleDiagram
        public var difference: MarbleDifference?
    }

    /// The hidden variant a failure happened in, with the inputs it was given.
    public struct VariantShown: Sendable, Equatable {
        public var index: Int
        /// `variant:SEED`.
        public var choice: String
        public var inputs: [(name: String, diagram: String)]

        public static func == (a: VariantShown, b: VariantShown) -> Bool {
            a.index == b.index && a.choice == b.choice && a.inputs.map(\.name) == b.inputs.map(\.name) && a.inputs.map(\.diagram) == b.inputs.map(\.diagram)
        }
    }

    public enum Status: String, Sendable, CaseIterable {
        case pass, fail
        case compileError = "compile-error"
        case crash, timeout
    }

    public var id: String
    public var lesson: String
    public var status: Status
    /// One sentence: why it failed (empty when it passed).
    public var message: String = ""
    /// The expected diagram (or printed output when the exercise expects only output).
    public var expected: String?
    /// What happened, drawn the same way.
    public var actual: String?
    /// Expected over actual with a caret, or the two outputs side by side.
    public var figure: String?
    /// What the learner's code printed (truncated), theirs and not the grader's.
    public var output: String?
    /// ``figure``'s diagrams, to draw them otherwise (HTML).
    public var marbles: ComparedMarbles?
    /// The learner's chains traced, one marble row per operator (a failing run only).
    public var trace: String?
    /// The same chains as rows (a failing run only): `trace` is their text.
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

    /// The `check --format json` object: DESIGN.md's keys, in its order; then, for a failure
    /// whose chains were traced, `trace` (the chains as `playground --json` gives them) and
    /// `first_difference` (``TraceDivergence/json``) when an operator differs from the solution's;
    /// `variant` (its index, `variant:SEED` and its input diagrams) when a hidden variant failed.
    public var json: JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("id", .string(id)),
            ("lesson", .string(lesson)),
            ("status", .string(status.rawValue)),
            ("points", .number(points)),
            ("message", .string(message)),
            ("expected", .optional(expected)),
            ("actual", .optional(actual)),
            ("output", .optional(output)),
            ("file", .string(file)),
            ("line", line.map(JSONValue.number) ?? .null),
            ("duration_ms", .number(durationMilliseconds)),
            ("started", .bool(started)),
            ("diagnostics", .array(diagnostics.map { .string($0.text) })),
        ]
        if !chains.isEmpty { pairs.append(("trace", tracedReport.chainsJSON)) }
        if let divergence { pairs.append(("first_difference", divergence.json)) }
        if let variant {
            pairs.append(("variant", .object([
                ("index", .number(variant.index)),
                ("scenario", .string(variant.choice)),
                ("inputs", .object(variant.inputs.map { ($0.name, .string($0.diagram)) })),
            ])))
        }
        if let sandbox { pairs.append(("sandbox", sandbox.json)) }
        return .object(pairs)
    }

    /// The traced chains drawn, as `rxlesson playground` draws them.
    public var tracedReport: PlaygroundReport { PlaygroundReport(PlaygroundResult(output: "", chains: chains)) }
}
