import CourseKit
import Foundation
@testable import LessonEngine
import XCTest

/// The course model (CourseKit: exercises, scenarios, harnesses) is the author's and the
/// grader's; a learner's file reaches only LessonKit (the playground). It may not import the
/// model, and importing LessonKit does not bring it along.
final class AuthorsModelTests: XCTestCase {
    private let exercise = "dispose-interval"

    private func solution() throws -> String {
        let exercise = try ScratchCourse.exercise(exercise)
        return try String(contentsOf: ScratchCourse.repository.appendingPathComponent(exercise.solutionFile), encoding: .utf8)
    }

    func testAnExerciseMayNotImportTheModel() throws {
        let told = SourceRules(exercise: try ScratchCourse.exercise(exercise)).check("import RxCore\nimport CourseKit\n")
        XCTAssertEqual(told.map(\.line), [2])
        XCTAssertTrue(told.first?.sentence.en.contains("may not import CourseKit") == true, "\(told)")
        let offered = told.first?.sentence.en.components(separatedBy: "may use are").last ?? ""
        XCTAssertTrue(offered.contains("LessonKit") && !offered.contains("CourseKit"), offered)

        let result = try AttackGrading.grade(exercise, "import CourseKit\n" + solution())
        XCTAssertEqual(result.status, .compileError, result.message(.en))
        XCTAssertTrue(result.message(.en).contains("may not import CourseKit"), result.message(.en))
    }

    /// However it is spelled: the compiler's parse refuses it where the text rules read past it.
    func testTheParseRefusesTheModelsImport() throws {
        let allowed = CompiledRules.allowed(for: try ScratchCourse.exercise(exercise))
        XCTAssertEqual(try AttackGrading.parseViolations("import RxCore\nimport struct CourseKit.Scenario\n", allowed: allowed).count, 1)
    }

    /// The model's types are not in scope through `import LessonKit` (nor through the lesson's module).
    func testTheModelsTypesAreNotInAnExercisesScope() throws {
        for named in ["let forged = ExerciseHarness<Int, NoInputs> { _, _, _ in }",
                      "let forged = Scenario(expected: Expectation(output: \"0\"))",
                      "let forged = OperatorRules.madeByHand",
                      "let forged = Variants { _ in fatalError() }"] {
            let result = try AttackGrading.grade(exercise, try solution() + "\n" + named + "\n")
            XCTAssertEqual(result.status, .compileError, named + ": " + result.message(.en))
            XCTAssertTrue(result.message(.en).contains("cannot find") || result.message(.en).contains("has no member"),
                          named + ": " + result.message(.en))
        }
    }

    /// With member import visibility (Swift 6.1 and later), not even the model's extensions of
    /// types the learner can name (`MarbleDiagram.drawn`) reach their file.
    func testTheModelsExtensionsAreNotInAnExercisesScope() throws {
        let compiler = try Grader.forThisBuild().get().compiler.compiler
        guard let version = compiler.version, version >= .init(6, 1) else { throw XCTSkip("no member import visibility before Swift 6.1") }
        let drawing = "func drawing(_ play: Playground) -> String { play.named.first?.diagram(origin: 0).drawn ?? \"\" }"
        let result = try AttackGrading.grade(exercise, try solution() + "\n" + drawing + "\n")
        XCTAssertEqual(result.status, .compileError, result.message(.en))
        XCTAssertTrue(result.message(.en).contains("drawn"), result.message(.en))
    }
}
