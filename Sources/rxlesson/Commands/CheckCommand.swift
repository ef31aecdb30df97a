import Foundation

/// `rxlesson check [ID...] [--solutions] [--format text|json|junit|github|exercism] [--timeout S]`
public struct CheckCommand {
    public let catalog: [Lesson]
    /// Grades one exercise; by default in its own child process.
    public var grade: (_ exercise: Exercise, _ lesson: String, _ solution: Bool, _ timeout: TimeInterval) -> GradeResult
    public var progress = ProgressStore()

    static let usage = "usage: rxlesson check [ID...] [--solutions] [--format text|json|junit|github|exercism] [--timeout S]"

    public init(catalog: [Lesson]) {
        self.catalog = catalog
        self.grade = { exercise, lesson, solution, timeout in
            IsolatedGrader(timeout: timeout).grade(exercise, lesson: lesson, solution: solution)
        }
    }

    public func run(_ arguments: [String], console: Console) -> Int32 {
        var ids: [String] = []
        var solutions = false
        var format = ReportFormat.text
        var timeout: TimeInterval = 10
        var index = 0
        func value(_ option: String) -> String? {
            index += 1
            guard index < arguments.count else {
                console.err("error: \(option) needs a value\n\(Self.usage)")
                return nil
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--solutions": solutions = true
            case "--no-color": break
            case "--format":
                guard let text = value(argument) else { return 2 }
                guard let chosen = ReportFormat(rawValue: text) else {
                    console.err("error: unknown format '\(text)' (text, json, junit, github, exercism)\n\(Self.usage)")
                    return 2
                }
                format = chosen
            case "--timeout":
                guard let text = value(argument) else { return 2 }
                guard let seconds = TimeInterval(text), seconds > 0 else {
                    console.err("error: --timeout takes a positive number of seconds, not '\(text)'\n\(Self.usage)")
                    return 2
                }
                timeout = seconds
            case "-h", "--help":
                console.out(Self.usage)
                return 0
            default:
                if argument.hasPrefix("--") {
                    console.err("error: unknown option '\(argument)'\n\(Self.usage)")
                    return 2
                }
                ids.append(argument)
            }
            index += 1
        }
        guard let selected = select(ids, console: console) else { return 2 }
        if selected.isEmpty {
            console.err("no exercises to grade")
            return 0
        }
        let results = gradeAll(selected, solutions: solutions, timeout: timeout)
        if !solutions {
            try? progress.recordPasses(results.filter(\.passed).map(\.id))
        }
        console.out(format.render(results, console: console))
        return results.allSatisfy(\.passed) ? 0 : 1
    }

    /// Exercises named by id or by lesson id, in course order; nil after reporting unknown ids.
    func select(_ ids: [String], console: Console) -> [(lesson: String, exercise: Exercise)]? {
        let all = catalog.flatMap { lesson in lesson.exercises.map { (lesson: lesson.id, exercise: $0) } }
        if ids.isEmpty { return all }
        var unknown = false
        var wanted = Set<String>()
        for id in ids {
            if let lesson = catalog.first(where: { $0.id == id }) {
                wanted.formUnion(lesson.exercises.map(\.id))
            } else if all.contains(where: { $0.exercise.id == id }) {
                wanted.insert(id)
            } else {
                unknown = true
                let near = Suggestions.closest(to: id, in: ExerciseIndex(catalog: catalog).allIds)
                console.err("error: no exercise or lesson '\(id)'" + (near.isEmpty ? "" : "; did you mean \(near.joined(separator: ", "))?"))
            }
        }
        if unknown {
            console.err("run `rxlesson list` to see every lesson and exercise id")
            return nil
        }
        return all.filter { wanted.contains($0.exercise.id) }
    }

    /// Grades two at a time (each is its own process), keeping course order.
    func gradeAll(_ selected: [(lesson: String, exercise: Exercise)], solutions: Bool, timeout: TimeInterval) -> [GradeResult] {
        let work = WorkList(count: selected.count)
        let group = DispatchGroup()
        for _ in 0..<max(1, min(2, selected.count)) {
            group.enter()
            Thread.detachNewThread {
                while let index = work.take() {
                    let item = selected[index]
                    work.put(grade(item.exercise, item.lesson, solutions, timeout), at: index)
                }
                group.leave()
            }
        }
        group.wait()
        return work.results
    }
}

/// Hands out indices to workers and collects their results in order.
private final class WorkList: @unchecked Sendable {
    private let lock = NSLock()
    private var cursor = 0
    private var slots: [GradeResult?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func take() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard cursor < slots.count else { return nil }
        cursor += 1
        return cursor - 1
    }

    func put(_ result: GradeResult, at index: Int) {
        lock.lock(); defer { lock.unlock() }
        slots[index] = result
    }

    var results: [GradeResult] {
        lock.lock(); defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
