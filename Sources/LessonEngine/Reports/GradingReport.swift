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
    /// The text report shows what passing code printed too (failures always show it).
    public var showsPassingOutput = false
    /// How the reader runs rxlesson (`swift run rxlesson`, `rxlesson`), for the commands the
    /// text report suggests; in `watch` the key that does it instead (`h`).
    public var invocation = "rxlesson"
    public var hintKey: Character?
    /// A path relative to the package root as the reader's shell names it (from another folder).
    public var showPath: @Sendable (String) -> String = { $0 }

    public init(results: [GradeResult], student: String? = nil, commit: String? = nil, exercises: [Exercise] = []) {
        self.results = results
        self.student = student
        self.commit = commit
        self.exercises = exercises
    }

    public func exercise(_ id: String) -> Exercise? { exercises.first { $0.id == id } }

    public var passed: Int { results.filter(\.passed).count }
    public var allPassed: Bool { results.allSatisfy(\.passed) }
    public var score: Int { results.map(\.score).reduce(0, +) }
    public var maxScore: Int { results.map(\.points).reduce(0, +) }
    public var durationSeconds: Double { Double(results.map(\.durationMilliseconds).reduce(0, +)) / 1000 }
}
