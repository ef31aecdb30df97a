import CourseKit
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
        let root = self.root, grader = self.grader.grader
        problems += self.grader.map(exercises) { exercise in Self.judged(exercise, root: root, grader: grader) }.joined()
        // The author's own files, however long a cold machine takes: no class budget.
        var stubs = self.grader
        stubs.budget = .infinity
        for result in stubs.grade(exercises, from: .stub(root: root)) {
            if result.passed {
                problems.append("\(result.id): the shipped stub already passes")
            } else if result.status == .compileError {
                problems.append("\(result.id): the shipped stub does not compile: \(result.message(.en))")
            }
        }
        return problems
    }

    /// The keys the self-check grades with: as many gradings as it takes to show that a
    /// mistake fails every time, whatever key a teacher picks.
    public static let keys = (1...50).map { VariantKey.teacher("self-check \($0)") }

    /// The shown scenario, then each key's hidden variants, in one list.
    static func scenarios(for exercise: Exercise) -> [ScenarioChoice] {
        let count = VariantPlan.standard.count
        return [.shown] + keys.flatMap { key in
            (1...count).map { ScenarioChoice.variant(number: $0, seed: key.seed(for: exercise.id, variant: $0)) }
        }
    }

    /// The reference solution passes every scenario of every key; each known mistake fails
    /// the grading of every key (its shown scenario or one of that key's variants).
    static func judged(_ exercise: Exercise, root: URL, grader: Grader) -> [String] {
        let solution = root.appendingPathComponent(exercise.solutionFile)
        guard FileManager.default.fileExists(atPath: solution.path) else { return [] }
        let scenarios = scenarios(for: exercise)
        var problems: [String] = []
        if let verdicts = keptVerdicts(exercise, source: solution, shownAs: exercise.solutionFile, scenarios: scenarios, grader: grader,
                                     keptWhen: { !$0.contains(false) }) {
            if let failing = verdicts.firstIndex(of: false) {
                // The grader's own report of that scenario, with its figure.
                var one = grader
                if let number = scenarios[failing].number {
                    one.variants = .keyed(keys[(failing - 1) / VariantPlan.standard.count], count: VariantPlan.standard.count)
                    one.onlyVariant = number
                } else {
                    one.variants = .seeds([])
                }
                let result = one.grade(exercise, source: solution, shownAs: exercise.solutionFile)
                problems.append("\(exercise.id): the reference solution fails \(scenarios[failing]) (\(result.status.rawValue)): \(result.message(.en))"
                    + (result.figure(.en).map { "\n" + $0 } ?? ""))
            }
        } else {
            let result = grader.grade(exercise, source: solution, shownAs: exercise.solutionFile)
            problems.append("\(exercise.id): the reference solution does not build: \(result.message(.en))" + result.diagnostics.map { "\n  " + $0.text(.en) }.joined())
        }
        for mistake in Mistake.all(of: exercise, root: root) {
            guard let verdicts = keptVerdicts(exercise, source: mistake.url, shownAs: mistake.shownAs, scenarios: scenarios, grader: grader,
                                              keptWhen: { passingKeys($0).isEmpty }) else {
                // A mistake the source rules refuse (real time in a virtual-clock exercise) fails
                // every grading with the rule's sentence; one the compiler refuses is no mistake.
                let text = (try? String(contentsOf: mistake.url, encoding: .utf8)) ?? ""
                if SourceRules(exercise: exercise).check(text).isEmpty {
                    problems.append("\(exercise.id): the mistake \(mistake.shownAs) does not build (a mistake must compile and fail on its behaviour)")
                }
                continue
            }
            let passing = passingKeys(verdicts)
            if !passing.isEmpty {
                problems.append("\(exercise.id): the mistake \(mistake.shownAs) passes the grading with \(passing.count) of \(keys.count) keys (the first: self-check \(passing[0] + 1)): the variants cannot tell it apart")
            }
        }
        return problems
    }

    /// The keys (indices into ``keys``) whose grading `verdicts` pass: the shown scenario and
    /// each of that key's variants.
    static func passingKeys(_ verdicts: [Bool]) -> [Int] {
        let count = VariantPlan.standard.count
        return keys.indices.filter { key in
            verdicts[0] && verdicts[(1 + key * count)..<(1 + (key + 1) * count)].allSatisfy { $0 }
        }
    }

    /// ``Grader/verdicts(_:source:shownAs:scenarios:)``, kept beside the program in its build
    /// folder when `keptWhen` holds (what the check asks of it: a failure, perhaps a timeout on
    /// a loaded machine, is always played again). The folder's key is everything the program
    /// was made from and this grader's own build (whose judge makes the scenarios and reads
    /// their results), so the same program checked again by the same grader on the same
    /// scenarios gets what it got. Any change to the file, the modules, the compiler or the
    /// grader is a new folder, played.
    static func keptVerdicts(_ exercise: Exercise, source: URL, shownAs: String, scenarios: [ScenarioChoice], grader: Grader,
                             keptWhen: ([Bool]) -> Bool) -> [Bool]? {
        guard case .built(let executable) = grader.compiler.build(exercise, source: source, shownAs: shownAs) else { return nil }
        let played = scenarios.map { choice -> String in
            switch choice {
            case .shown: return "shown"
            case .variant(let number, let seed): return "\(number) \(seed)"
            }
        }
        let kept = executable.deletingLastPathComponent().appendingPathComponent("self-check-\(ExerciseCompiler.hash(played)).txt")
        if let text = try? String(contentsOf: kept, encoding: .utf8), text.count == scenarios.count, text.allSatisfy({ $0 == "1" || $0 == "0" }) {
            return text.map { $0 == "1" }
        }
        guard let verdicts = grader.verdicts(exercise, source: source, shownAs: shownAs, scenarios: scenarios) else { return nil }
        if keptWhen(verdicts) { try? Data(verdicts.map { $0 ? "1" : "0" }.joined().utf8).write(to: kept, options: .atomic) }
        return verdicts
    }

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
            // The graded program finds the harness by the exercise's name (`Harness.<entry>`).
            let harness = (try? String(contentsOf: root.appendingPathComponent("Lessons/\(exercise.lesson)/Harness.swift"), encoding: .utf8)) ?? ""
            if !harness.contains("static let \(exercise.entry) = ExerciseHarness") {
                problems.append("\(exercise.id): Lessons/\(exercise.lesson)/Harness.swift has no `public static let \(exercise.entry) = ExerciseHarness` (the exercise is named \(exercise.name))")
            }
        }
        return problems
    }
}
