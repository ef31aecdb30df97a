import Foundation
import TextKit

/// One grading run: the results in course order, whose they are, and the totals.
public struct GradingReport: Sendable {
    public var results: [GradeResult]
    public var student: String?
    public var commit: String?

    public init(results: [GradeResult], student: String? = nil, commit: String? = nil) {
        self.results = results
        self.student = student
        self.commit = commit
    }

    public var passed: Int { results.filter(\.passed).count }
    public var allPassed: Bool { results.allSatisfy(\.passed) }
    public var score: Int { results.map(\.score).reduce(0, +) }
    public var maxScore: Int { results.map(\.points).reduce(0, +) }
    public var durationSeconds: Double { Double(results.map(\.durationMilliseconds).reduce(0, +)) / 1000 }
}
