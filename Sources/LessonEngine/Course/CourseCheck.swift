import Foundation
import LessonKit

/// The course grades itself: every shipped stub compiles and fails, every reference solution
/// passes, and every exercise is complete. `swift test` runs it on the shipped files, never
/// on the learner's working copies, so it stays green while a learner works.
public struct CourseCheck: Sendable {
    public let course: Course
    public let root: URL
    public let grader: CourseGrader

    public init(course: Course, root: URL, grader: CourseGrader) {
        self.course = course
        self.root = root
        self.grader = grader
    }

    /// Everything wrong with the course, one sentence each; empty when it is sound.
    public func problems() -> [String] {
        var problems = completeness()
        let exercises = course.exercises
        var solutions = grader
        solutions.grader.variants = .seeds(Self.seeds)
        for result in solutions.grade(exercises, from: .solution(root: root)) where !result.passed {
            problems.append("\(result.id): the reference solution does not pass (\(result.status.rawValue)): \(result.message)"
                + result.diagnostics.map { "\n  " + $0.text }.joined() + (result.figure.map { "\n" + $0 } ?? ""))
        }
        for result in grader.grade(exercises, from: .stub(root: root)) {
            if result.passed {
                problems.append("\(result.id): the shipped stub already passes")
            } else if result.status == .compileError {
                problems.append("\(result.id): the shipped stub does not compile: \(result.message)")
            }
        }
        return problems
    }

    /// The variants every reference solution must pass: fixed, so the check is repeatable.
    public static let seeds: [UInt64] = Array(1...8)

    /// Ids unique, at least two hints, a TODO in each stub, an expectation, files in place.
    func completeness() -> [String] {
        var problems: [String] = []
        let ids = course.exercises.map(\.id)
        for id in Set(ids) where ids.filter({ $0 == id }).count > 1 { problems.append("\(id): the id is used twice") }
        let lessonIds = Set(course.lessons.map(\.id))
        for exercise in course.exercises {
            if lessonIds.contains(exercise.id) { problems.append("\(exercise.id): also a lesson id") }
            if exercise.hints.count < 2 { problems.append("\(exercise.id): fewer than two hints") }
            if !exercise.expected.comparesMarbles && exercise.expected.output == nil { problems.append("\(exercise.id): no expectation") }
            for file in [exercise.stubFile, exercise.solutionFile] where !FileManager.default.fileExists(atPath: root.appendingPathComponent(file).path) {
                problems.append("\(exercise.id): \(file) is missing")
            }
            let stub = (try? String(contentsOf: root.appendingPathComponent(exercise.stubFile), encoding: .utf8)) ?? ""
            if !stub.contains("TODO") { problems.append("\(exercise.id): \(exercise.stubFile) has no TODO marker") }
            if !stub.contains("func \(exercise.entry)(") && !stub.contains("func \(exercise.entry)<") { problems.append("\(exercise.id): \(exercise.stubFile) does not define func \(exercise.entry)(...)") }
        }
        return problems
    }
}
