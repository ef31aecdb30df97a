import CourseKit
import Foundation
import LessonKit
import TextKit
import ToolText

/// The lessons in teaching order, and their exercises.
public struct Course: Sendable {
    public let lessons: [Lesson]

    public init(lessons: [Lesson]) {
        self.lessons = lessons
    }

    public var exercises: [Exercise] { lessons.flatMap(\.exercises) }

    public func lesson(_ id: String) -> Lesson? { lessons.first { $0.id == id } }
    public func exercise(_ id: String) -> Exercise? { exercises.first { $0.id == id } }

    /// The exercise to do next, the one `watch`, `list` and `hint` name: in the first lesson
    /// not yet passed whole, its first exercise neither passed nor skipped; when only skipped
    /// ones are left there, they come round again, the one skipped longest ago first, before
    /// the next lesson starts. Nil when every exercise has passed.
    public func next(_ progress: ProgressStore.State) -> Exercise? {
        lessons.lazy.compactMap { lesson in
            let open = lesson.exercises.filter { !progress.passed($0.id) }
            return open.first { !progress.skipped.contains($0.id) }
                ?? progress.skipped.lazy.compactMap { id in open.first { $0.id == id } }.first
        }.first
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

    public init(entries: [(id: String, nearest: [String])], what: Localized? = nil) {
        self.entries = entries
        self.what = what ?? wording("course.lesson-or-exercise")
    }

    /// One line per id, in `language`.
    public func lines(_ language: Language) -> [String] {
        entries.map { id, nearest in
            let message = wording("course.no-such-id", id, what)
            return Localized.error(Suggestions.after(message, nearest))[language]
        }
    }
}
