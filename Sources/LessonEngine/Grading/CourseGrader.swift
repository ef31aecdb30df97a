import CourseKit
import Foundation
import LessonKit

/// Grades many exercises, two at a time (each compiles and runs in processes of its own),
/// from one of the three copies of each file.
public struct CourseGrader: Sendable {
    /// Which copy of an exercise's file is graded.
    public enum Source: Sendable {
        /// The learner's working copy, under `root` (another checkout with `check --from`).
        case workingCopy(root: URL)
        /// The file as the course ships it: it must fail.
        case stub(root: URL)
        /// The reference solution: it must pass.
        case solution(root: URL)

        func file(of exercise: Exercise) -> (url: URL, shownAs: String) {
            switch self {
            case .workingCopy(let root): return (root.appendingPathComponent(exercise.file), exercise.file)
            case .stub(let root): return (root.appendingPathComponent(exercise.stubFile), exercise.stubFile)
            case .solution(let root): return (root.appendingPathComponent(exercise.solutionFile), exercise.solutionFile)
            }
        }
    }

    public var grader: Grader
    public var workers = 2
    /// Real time one grading of many exercises may take in all (a submission whose every file
    /// keeps the compiler busy to its limit), so a class of 30 stays inside a CI job's hours;
    /// exercises past it are not built and say why. An honest course grades in a few minutes.
    public var budget: TimeInterval = 600

    public init(grader: Grader) {
        self.grader = grader
    }

    /// Results in the order of `exercises`.
    public func grade(_ exercises: [Exercise], from source: Source) -> [GradeResult] {
        let deadline = Date().addingTimeInterval(budget)
        return map(exercises) { exercise in
            let file = source.file(of: exercise)
            var grader = self.grader
            let left = deadline.timeIntervalSinceNow
            guard left > 1 else {
                var result = GradeResult(id: exercise.id, lesson: exercise.lesson, status: .compileError, file: file.shownAs, points: exercise.points)
                result.failure = .budgetUsedUp(minutes: Int(budget / 60))
                return result
            }
            grader.compiler.timeout = min(grader.compiler.timeout, left)
            return grader.grade(exercise, source: file.url, shownAs: file.shownAs)
        }
    }

    /// `body` of each item on `workers` threads at once (each grading runs processes of its
    /// own), the results in the items' order.
    public func map<Item, Result>(_ items: [Item], _ body: @escaping @Sendable (Item) -> Result) -> [Result] {
        let slots = ResultSlots<Result>(count: items.count)
        let group = DispatchGroup()
        for _ in 0..<max(1, min(workers, items.count)) {
            group.enter()
            Thread.detachNewThread {
                while let index = slots.take() { slots.put(body(items[index]), at: index) }
                group.leave()
            }
        }
        group.wait()
        return slots.results
    }
}

/// Hands out indices to workers and collects their results in order.
private final class ResultSlots<Result>: @unchecked Sendable {
    private let lock = NSLock()
    private var cursor = 0
    private var slots: [Result?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func take() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard cursor < slots.count else { return nil }
        cursor += 1
        return cursor - 1
    }

    func put(_ result: Result, at index: Int) {
        lock.lock(); defer { lock.unlock() }
        slots[index] = result
    }

    var results: [Result] {
        lock.lock(); defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
