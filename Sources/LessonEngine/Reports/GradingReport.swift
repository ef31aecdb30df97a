import CourseKit
import Foundation
import LessonKit
import TextKit

/// One grading run: the results in course order, whose they are, and the totals.
public struct GradingReport: Sendable {
    public var results: [GradeResult]
    public var student: String?
    public var commit: String?
    /// The exercises graded, for their titles and tasks (reports that show them).
    public var exercises: [Exercise]
    /// Which hidden variants were played (``VariantPlan/described``): with the submission, all
    /// it takes to reproduce each verdict.
    public var variants: String?
    /// When the graded commit was made and when it was graded (ISO 8601, UTC).
    public var commitDate: String?
    public var gradedAt: String?
    /// The text report shows what passing code printed too (failures always show it).
    public var showsPassingOutput = false
    /// The text report ends with the totals (`1 exercise: 1 passed…; score 1/1`); `watch`
    /// leaves them out, its own line says the standing.
    public var showsSummary = true
    /// How the reader runs rxlesson (`swift run rxlesson`, `rxlesson`), for the commands the
    /// text report suggests; in `watch` the key that does it instead (`h`).
    public var invocation = "rxlesson"
    public var hintKey: Character?
    /// A path relative to the package root as the reader's shell names it (from another folder).
    public var showPath: @Sendable (String) -> String = { $0 }
    /// The folder the results' files are in (`file` is relative to it), so the text report can
    /// show the learner's line a failure or a crash points at; nil shows the place alone.
    public var sourceRoot: URL?

    public init(results: [GradeResult], student: String? = nil, commit: String? = nil, exercises: [Exercise] = []) {
        self.results = results
        self.student = student
        self.commit = commit
        self.exercises = exercises
    }

    public func exercise(_ id: String) -> Exercise? { exercises.first { $0.id == id } }

    /// Line `number` (from 1) of `file` under ``sourceRoot``; nil when it cannot be read.
    func sourceLine(of file: String, _ number: Int) -> String? {
        guard let sourceRoot, number >= 1,
              let text = try? String(contentsOf: sourceRoot.appendingPathComponent(file), encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard number <= lines.count else { return nil }
        let line = lines[number - 1]
        return String(line.hasSuffix("\r") ? line.dropLast() : line)
    }

    public var passed: Int { results.filter(\.passed).count }
    public var allPassed: Bool { results.allSatisfy(\.passed) }
    public var score: Int { results.map(\.score).reduce(0, +) }
    public var maxScore: Int { results.map(\.points).reduce(0, +) }
    public var durationSeconds: Double { Double(results.map(\.durationMilliseconds).reduce(0, +)) / 1000 }
}
