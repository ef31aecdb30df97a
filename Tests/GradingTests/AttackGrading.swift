import Foundation
@testable import LessonEngine
import LessonKit
import XCTest

/// What the attack tests share: a learner's file graded on a scratch course with every rule on,
/// and the compiler's parse rules alone on a file of their own.
enum AttackGrading {
    static func grade(_ id: String, _ source: String) throws -> GradeResult {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise(id)
        try scratch.write(source, to: exercise)
        let grader = try Grader.forThisBuild().get()
        return grader.grade(exercise, source: scratch.root.appendingPathComponent(exercise.file), shownAs: exercise.file)
    }

    /// The parse rules (the defence behind the text rules) on `source`; skipped where the
    /// compiler writes no JSON parse (before Swift 6.2).
    static func parseViolations(_ source: String, named name: String = "MyInterval.swift",
                                allowed: Set<String> = ["RxCore", "LessonKit"], ownObservables: Bool = false) throws -> [String] {
        let compiler = try Grader.forThisBuild().get().compiler.compiler
        guard let version = compiler.version, version >= .init(6, 2) else { throw XCTSkip("no JSON parse before Swift 6.2") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-attack-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name)
        try Data(source.utf8).write(to: file)
        // As the compiler's errors read: `path:line:column: error: …`.
        return try XCTUnwrap(CompiledRules.parseViolations(of: file, source: source, compiler: compiler, allowed: allowed,
                                                                     ownObservables: ownObservables))
            .map { "\(file.path):\($0.line):\($0.column): error: " + $0.sentence.en }
    }
}
