import CourseKit
import Foundation
import LessonKit

/// A wrong answer learners give to an exercise, kept with the reference solutions (the
/// teacher's side: a class's template carries neither): `Solutions/Mistakes/<Name>.<what>.swift`,
/// the exercise file as a learner got it wrong, its first comment saying how. The course
/// self-check proves that every one fails every grading.
public struct Mistake: Sendable {
    public let url: URL
    /// The path within the checkout.
    public let shownAs: String

    public static func folder(of exercise: Exercise) -> String { "Lessons/\(exercise.lesson)/Solutions/Mistakes" }

    /// The exercise's mistakes under `root`, by file name.
    public static func all(of exercise: Exercise, root: URL) -> [Mistake] {
        let relative = folder(of: exercise)
        let directory = root.appendingPathComponent(relative)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasPrefix(exercise.name + ".") && $0.hasSuffix(".swift") }.sorted().map {
            Mistake(url: directory.appendingPathComponent($0), shownAs: relative + "/" + $0)
        }
    }
}
