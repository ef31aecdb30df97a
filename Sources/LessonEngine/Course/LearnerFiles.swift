import CourseKit
import Foundation
import LessonKit

/// The learner's working copies. The course ships each exercise once, as `Stubs/<Name>.swift`;
/// the learner's `Exercises/<Name>.swift` is made from it in the learner's own checkout the
/// first time `rxlesson` needs it (and again by `reset`). It is the learner's file from then
/// on, and theirs to commit: nothing ignores it.
public enum LearnerFiles {
    /// Writes the working copy of every exercise that has none, from its stub; the exercises
    /// whose copies it wrote. A copy already there, even an empty one, is never touched.
    @discardableResult
    public static func provide(_ exercises: [Exercise], root: URL) -> [Exercise] {
        exercises.filter { exercise in
            let target = root.appendingPathComponent(exercise.file)
            guard !exists(target) else { return false }
            return (try? copyStub(of: exercise, root: root)) != nil
        }
    }

    /// Puts the stub back as the working copy, whatever is there.
    public static func copyStub(of exercise: Exercise, root: URL) throws {
        let data = try Data(contentsOf: root.appendingPathComponent(exercise.stubFile))
        let target = root.appendingPathComponent(exercise.file)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: target, options: .atomic)
    }

    /// A link counts as there (even a dangling one): the grader refuses links, it is not
    /// replaced behind the learner's back.
    private static func exists(_ url: URL) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: url.path)) != nil
    }
}
