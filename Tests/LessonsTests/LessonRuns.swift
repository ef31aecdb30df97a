import CourseKit
import Foundation
import LessonCatalog
import LessonEngine
import LessonKit

/// Every lesson's demos, run once for the whole test target the way `rxlesson run --all`
/// runs them (``DemoRunner/run(lesson:language:)``: the lesson's stand-ins make no rows, and
/// every demo is drawn on the lesson's one scale). The tests that check what the demos did
/// read these results, so no demo runs twice and none is drawn by a path the command does
/// not take.
enum LessonRuns {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var runs: [String: (results: [DemoResult], scale: MarbleScale?)] = [:]

    static func run(_ lesson: Lesson) -> (results: [DemoResult], scale: MarbleScale?) {
        lock.lock()
        defer { lock.unlock() }
        if let done = runs[lesson.id] { return done }
        let run = DemoRunner.run(lesson: lesson)
        runs[lesson.id] = run
        return run
    }

    /// The result of the demo `demo` of the lesson `lesson`, nil when there is none.
    static func result(lesson: String, demo: String) -> DemoResult? {
        guard let lesson = lessonCatalog.first(where: { $0.id == lesson }) else { return nil }
        return run(lesson).results.first { $0.demo.id == demo }
    }
}
