import CourseKit
import Foundation
import LessonHost
import LessonKit
import TextKit

/// The learner's progress in `.rxlesson/progress.json`: the latest grade of each exercise
/// (a pass that breaks shows as failing again), the digest of the file each pass graded,
/// how many hints each has shown, and the exercises skipped and not passed since
/// (``Course/next(_:)`` leaves them for last).
///
/// Only the grading process writes grades, and it writes them from what it read before any
/// exercise ran: a file an exercise wrote meanwhile is overwritten, not merged. Every write
/// goes to a temporary file renamed into place, so a reader never sees half a file.
public struct ProgressStore: Sendable {
    public struct State: Sendable, Equatable {
        /// Exercise id → its latest status (`pass`, `fail`, `compile-error`, `crash`, `timeout`).
        public var grades: [String: String] = [:]
        public var hints: [String: Int] = [:]
        /// Exercises skipped (`s` in watch's list) and not passed since, the one skipped longest ago first.
        public var skipped: [String] = []
        /// Exercise id → the SHA-256 of its file as the pass graded it.
        public var passedFiles: [String: String] = [:]
        /// Passed exercises whose file is not the one that passed any more: not known until
        /// graded again (``ProgressStore/load(seeing:root:)``; never saved).
        public var changed: Set<String> = []

        public init() {}

        /// Skipped now: it goes to the end of the skipped ones.
        public mutating func skip(_ id: String) {
            skipped.removeAll { $0 == id }
            skipped.append(id)
        }

        /// Its latest grade, and for a pass the digest of the file it graded; a pass ends its skip.
        public mutating func record(_ id: String, status: String, file digest: String? = nil) {
            grades[id] = status
            passedFiles[id] = status == "pass" ? digest : nil
            changed.remove(id)
            if status == "pass" { skipped.removeAll { $0 == id } }
        }

        /// Its grade and the hints it has shown forgotten, as when the learner began (a reset);
        /// false when there was neither.
        public mutating func startOver(_ id: String) -> Bool {
            let grade = grades.removeValue(forKey: id), shown = hints.removeValue(forKey: id)
            passedFiles[id] = nil
            changed.remove(id)
            return grade != nil || shown != nil
        }

        /// `pass`, `changed` (passed, its file edited since), a failing grade, or `untried`.
        public func status(of id: String) -> String { changed.contains(id) ? "changed" : grades[id] ?? "untried" }
        public func passed(_ id: String) -> Bool { grades[id] == "pass" && !changed.contains(id) }
    }

    /// The SHA-256 of the file at `url`, nil when it cannot be read.
    public static func digest(ofFileAt url: URL) -> String? {
        (try? Data(contentsOf: url)).map { SHA256.hex(SHA256.digest($0)) }
    }

    /// ``load()``, with each passed exercise of `exercises` whose file under `root` differs
    /// from the one that passed (edited, or gone) marked changed.
    public func load(seeing exercises: [Exercise], root: URL) -> State {
        var state = load()
        for exercise in exercises where state.passed(exercise.id) {
            guard let passed = state.passedFiles[exercise.id] else { continue }
            if Self.digest(ofFileAt: root.appendingPathComponent(exercise.file)) != passed { state.changed.insert(exercise.id) }
        }
        return state
    }

    public var url: URL

    public init(url: URL) {
        self.url = url
    }

    /// `.rxlesson/progress.json` under the package root.
    public init(root: URL) {
        self.init(url: root.appendingPathComponent(".rxlesson/progress.json"))
    }

    public func load() -> State {
        var state = State()
        guard let data = try? Data(contentsOf: url),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return state }
        for (id, status) in object["grades"] as? [String: Any] ?? [:] {
            if let status = status as? String { state.grades[id] = status }
        }
        for (id, count) in object["hints"] as? [String: Any] ?? [:] {
            if let count = (count as? NSNumber)?.intValue { state.hints[id] = count }
        }
        state.skipped = object["skipped"] as? [String] ?? []
        for (id, digest) in object["passed_files"] as? [String: Any] ?? [:] {
            if let digest = digest as? String { state.passedFiles[id] = digest }
        }
        return state
    }

    public func save(_ state: State) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let text = JSONValue.object([
            ("grades", .object(state.grades.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })),
            ("hints", .object(state.hints.sorted { $0.key < $1.key }.map { ($0.key, .number($0.value)) })),
            ("skipped", .array(state.skipped.map { .string($0) })),
            ("passed_files", .object(state.passedFiles.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })),
        ]).text
        try Data((text + "\n").utf8).write(to: url, options: .atomic)
    }
}
