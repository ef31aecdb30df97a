import Foundation
import TextKit

/// The learner's progress in `.rxlesson/progress.json`: the latest grade of each exercise
/// (a pass that breaks shows as failing again), how many hints each has shown, and the
/// exercises skipped and not passed since (``Course/next(_:)`` leaves them for last).
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

        public init() {}

        /// Skipped now: it goes to the end of the skipped ones.
        public mutating func skip(_ id: String) {
            skipped.removeAll { $0 == id }
            skipped.append(id)
        }

        /// Its latest grade; a pass ends its skip.
        public mutating func record(_ id: String, status: String) {
            grades[id] = status
            if status == "pass" { skipped.removeAll { $0 == id } }
        }

        /// Its grade and the hints it has shown forgotten, as when the learner began (a reset);
        /// false when there was neither.
        public mutating func startOver(_ id: String) -> Bool {
            let grade = grades.removeValue(forKey: id), shown = hints.removeValue(forKey: id)
            return grade != nil || shown != nil
        }

        public func status(of id: String) -> String { grades[id] ?? "untried" }
        public func passed(_ id: String) -> Bool { grades[id] == "pass" }
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
        return state
    }

    public func save(_ state: State) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let text = JSONValue.object([
            ("grades", .object(state.grades.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })),
            ("hints", .object(state.hints.sorted { $0.key < $1.key }.map { ($0.key, .number($0.value)) })),
            ("skipped", .array(state.skipped.map { .string($0) })),
        ]).text
        try Data((text + "\n").utf8).write(to: url, options: .atomic)
    }
}
