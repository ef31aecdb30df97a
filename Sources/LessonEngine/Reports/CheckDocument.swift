import CourseKit
import LessonKit
import TextKit

/// `check --format json`, DESIGN.md's keys in its order: written from a grading report in
/// the reader's language, and read back by `class` through the same type.
public struct CheckDocument: Codable, Sendable {
    public var status: String
    public var passed: Int
    public var total: Int
    public var score: Int
    public var maxScore: Int
    public var student: String?
    public var commit: String?
    public var commitDate: String?
    public var gradedAt: String?
    public var variants: String?
    public var exercises: [Exercise]

    /// One exercise's result; then, for a failure whose chains were traced, `trace` (the
    /// chains as `playground --json` gives them) and `first_difference` when an operator
    /// differs from the solution's; `variant` (its index, `variant:SEED` and its input
    /// diagrams) when a hidden variant failed; `sandbox`, what confined the run; `rules`, the
    /// rules for exercise files it breaks as data in no language (each rule's id, its arguments,
    /// line and column), beside `diagnostics`, which say them in the reader's language; `failure`,
    /// why it did not pass as data (``GradeFailure``), beside `message`, which says it.
    public struct Exercise: Codable, Sendable {
        public var id: String
        public var lesson: String
        public var status: GradeResult.Status
        public var points: Int
        public var message: String
        public var expected: String?
        public var actual: String?
        public var output: String?
        public var file: String
        public var line: Int?
        public var durationMilliseconds: Int
        public var started: Bool
        public var diagnostics: [String]
        public var trace: JSONValue?
        public var firstDifference: FirstOperator?
        public var variant: Variant?
        public var sandbox: JSONValue?
        public var rules: [BrokenRule]?
        public var failure: GradeFailure?

        enum CodingKeys: String, CodingKey {
            case id, lesson, status, points, message, expected, actual, output, file, line
            case durationMilliseconds = "duration_ms", started, diagnostics, trace
            case firstDifference = "first_difference", variant, sandbox, rules, failure
        }

        /// Why it did not pass, said in `language` from the data when the file has it (one
        /// written before it had, as it was written).
        public func message(_ language: Language) -> String {
            failure.map { GradingMessages.sentence($0)[language] } ?? message
        }

        public func encode(to encoder: Encoder) throws {
            var keyed = encoder.container(keyedBy: CodingKeys.self)
            try keyed.encode(id, forKey: .id)
            try keyed.encode(lesson, forKey: .lesson)
            try keyed.encode(status, forKey: .status)
            try keyed.encode(points, forKey: .points)
            try keyed.encode(message, forKey: .message)
            try keyed.encode(expected, forKey: .expected)
            try keyed.encode(actual, forKey: .actual)
            try keyed.encode(output, forKey: .output)
            try keyed.encode(file, forKey: .file)
            try keyed.encode(line, forKey: .line)
            try keyed.encode(durationMilliseconds, forKey: .durationMilliseconds)
            try keyed.encode(started, forKey: .started)
            try keyed.encode(diagnostics, forKey: .diagnostics)
            try keyed.encodeIfPresent(trace, forKey: .trace)
            try keyed.encodeIfPresent(firstDifference, forKey: .firstDifference)
            try keyed.encodeIfPresent(variant, forKey: .variant)
            try keyed.encodeIfPresent(sandbox, forKey: .sandbox)
            try keyed.encodeIfPresent(rules, forKey: .rules)
            try keyed.encodeIfPresent(failure, forKey: .failure)
        }
    }

    /// The first operator whose output differs from the reference solution's.
    public struct FirstOperator: Codable, Sendable {
        public var `operator`: String
        public var file: String
        public var line: Int
        public var tick: Int
        public var sentence: String
        /// The sentence in every language.
        public var sentences: Localized?

        /// `map  Search.swift:11`, as the trace's rows are labelled.
        public var place: String { "\(`operator`)  \(file):\(line)" }

        /// The sentence in `language` (as it was written, from a file that has it in one only).
        public func sentence(_ language: Language) -> String {
            sentences?[language] ?? sentence
        }
    }

    /// The hidden variant a failure happened in.
    public struct Variant: Codable, Sendable {
        public var index: Int
        public var scenario: String
        /// Each input's name and diagram, in the harness's order (read back, in the order of their names).
        public var inputs: JSONValue
    }

    enum CodingKeys: String, CodingKey {
        case status, passed, total, score, maxScore = "max_score", student, commit
        case commitDate = "commit_date", gradedAt = "graded_at", variants, exercises
    }

    public func encode(to encoder: Encoder) throws {
        var keyed = encoder.container(keyedBy: CodingKeys.self)
        try keyed.encode(status, forKey: .status)
        try keyed.encode(passed, forKey: .passed)
        try keyed.encode(total, forKey: .total)
        try keyed.encode(score, forKey: .score)
        try keyed.encode(maxScore, forKey: .maxScore)
        try keyed.encode(student, forKey: .student)
        try keyed.encode(commit, forKey: .commit)
        try keyed.encode(commitDate, forKey: .commitDate)
        try keyed.encode(gradedAt, forKey: .gradedAt)
        try keyed.encode(variants, forKey: .variants)
        try keyed.encode(exercises, forKey: .exercises)
    }
}

extension CheckDocument {
    /// `report` said in `language`.
    public init(_ report: GradingReport, language: Language) {
        status = report.allPassed ? "pass" : "fail"
        passed = report.passed
        total = report.results.count
        score = report.score
        maxScore = report.maxScore
        student = report.student
        commit = report.commit
        commitDate = report.commitDate
        gradedAt = report.gradedAt
        variants = report.variants
        exercises = report.results.map { Exercise($0, language: language) }
    }
}

extension CheckDocument.Exercise {
    init(_ result: GradeResult, language: Language) {
        id = result.id
        lesson = result.lesson
        status = result.status
        points = result.points
        message = result.message(language)
        expected = result.expected
        actual = result.actual
        output = result.output(language)
        file = result.file
        line = result.line
        durationMilliseconds = result.durationMilliseconds
        started = result.started
        diagnostics = result.diagnostics.map { $0.text(language) }
        let rules = result.diagnostics.compactMap(\.rule)
        self.rules = rules.isEmpty ? nil : rules
        failure = result.failure
        trace = result.chains.isEmpty ? nil : result.tracedReport.chainsJSON
        firstDifference = result.divergence.map {
            CheckDocument.FirstOperator(operator: $0.operatorName, file: $0.file, line: $0.line, tick: $0.tick, sentence: $0.sentences[language],
                                      sentences: $0.sentences)
        }
        variant = result.variant.map {
            CheckDocument.Variant(index: $0.index, scenario: $0.choice, inputs: .object($0.inputs.map { ($0.name, .string($0.diagram)) }))
        }
        sandbox = result.sandbox?.json
    }
}
