import Foundation
import LessonKit
import TextKit

/// The lessons in teaching order, and their exercises.
public struct Course: Sendable {
    public let lessons: [Lesson]

    public init(lessons: [Lesson]) {
        self.lessons = lessons
    }

    public var exercises: [Exercise] { lessons.flatMap(\.exercises) }

    public func lesson(_ id: String) -> Lesson? { lessons.first { $0.id == id } }
    public func exercise(_ id: String) -> Exercise? { exercises.first { $0.id == id } }

    /// The first exercise, in course order, whose latest grade is not a pass.
    public func next(_ progress: ProgressStore.State) -> Exercise? {
        exercises.first { !progress.passed($0.id) }
    }

    /// Exercises named by their id or their lesson's id, in course order (all when `ids` is
    /// empty); the unknown ids with their nearest known ones otherwise.
    public func select(_ ids: [String]) -> Result<[Exercise], UnknownIDs> {
        if ids.isEmpty { return .success(exercises) }
        var wanted = Set<String>()
        var unknown: [(String, [String])] = []
        for id in ids {
            if let lesson = lesson(id) {
                wanted.formUnion(lesson.exercises.map(\.id))
            } else if exercise(id) != nil {
                wanted.insert(id)
            } else {
                unknown.append((id, Suggestions.nearest(id, among: lessons.map(\.id) + exercises.map(\.id))))
            }
        }
        if !unknown.isEmpty { return .failure(UnknownIDs(entries: unknown)) }
        return .success(exercises.filter { wanted.contains($0.id) })
    }
}

/// Ids that name no lesson or exercise, each with the closest ones.
public struct UnknownIDs: Error, Sendable {
    public let entries: [(id: String, nearest: [String])]
    /// What the ids should have named.
    public let what: Localized

    public init(entries: [(id: String, nearest: [String])], what: Localized = Localized(zh: "课或练习", en: "lesson or exercise")) {
        self.entries = entries
        self.what = what
    }

    /// One line per id, in `language`.
    public func lines(_ language: Language) -> [String] {
        entries.map { id, nearest in
            let hint = nearest.isEmpty ? "" : (language == .zh ? "；你是不是想输入 " : "; did you mean ") + nearest.joined(separator: language == .zh ? "、" : ", ") + (language == .zh ? "？" : "?")
            return (language == .zh ? "错误：没有叫 '\(id)' 的\(what.zh)" : "error: no \(what.en) '\(id)'") + hint
        }
    }
}
