import CourseKit
import Foundation
import LessonEngine
import LessonKit
import TextKit

/// What every grading command shares: the course, the package root, the grader for this
/// build, and the progress file, written only here and only from what was read before any
/// exercise ran.
struct Grading {
    let course: Course
    let root: URL
    let grader: CourseGrader
    let progress: ProgressStore

    /// The grader for this build, its hidden variants from the teacher's key when the
    /// environment names one (`VariantKey`); `onlyVariant` replays that one variant.
    /// With a teacher's key, `student`'s variants are their own (`VariantKey.forStudent`).
    static func make(course: Course, root: URL, timeout: TimeInterval = 10, onlyVariant: Int? = nil,
                     student: String? = nil) -> Result<Grading, GradingSetupError> {
        let key: VariantKey
        switch VariantKey.fromEnvironment() {
        case .failure(let error): return .failure(.variantKey(error))
        case .success(let found): key = found
        }
        return Grader.forThisBuild().map { grader in
            EditorSettings.write(root: root, products: grader.compiler.products)
            var grader = grader
            grader.timeout = timeout
            grader.referenceRoot = root
            grader.variants = .keyed(student.map(key.forStudent) ?? key, count: VariantPlan.standard.count)
            grader.onlyVariant = onlyVariant
            return Grading(course: course, root: root, grader: CourseGrader(grader: grader), progress: ProgressStore(root: root))
        }
    }

    /// Grades the learner's working copies (under `from`, or this checkout, whose missing
    /// copies are made from the stubs first) and records each latest grade when they are
    /// this checkout's own.
    func gradeWorkingCopies(_ exercises: [Exercise], from: URL? = nil) -> [GradeResult] {
        // In the learner's own checkout every exercise has its working copy; another
        // checkout is only read (a missing file there is an exercise not started).
        if from == nil { LearnerFiles.provide(course.exercises, root: root) }
        let before = progress.load()
        // What each file held when it was graded: a pass is of that text, not of a later edit.
        let digests = Dictionary(exercises.map { ($0.id, ProgressStore.digest(ofFileAt: root.appendingPathComponent($0.file))) }) { first, _ in first }
        let results = grader.grade(exercises, from: .workingCopy(root: from ?? root))
        // A replayed variant is not a grade.
        guard from == nil, grader.grader.onlyVariant == nil else { return results }
        var state = before
        for result in results { state.record(result.id, status: result.status.rawValue, file: digests[result.id] ?? nil) }
        try? progress.save(state)
        return results
    }
}

/// The package the learner works in: the nearest folder, from the current one up, holding
/// `Package.swift` and `Lessons/`; outside any, the package this program was built from
/// (an installed copy run from elsewhere).
enum PackageRoot {
    static func find(from start: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                     builtFrom: URL = PackageSource.root) -> URL {
        var directory = start.standardizedFileURL
        while true {
            if isCourse(directory) { return directory }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { return isCourse(builtFrom) ? builtFrom : start }
            directory = parent
        }
    }

    private static func isCourse(_ directory: URL) -> Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path)
            && FileManager.default.fileExists(atPath: directory.appendingPathComponent("Lessons").path)
    }
}
