import XCTest

/// The kvo lesson's exercises through the real grader: solutions pass, stubs fail.
final class KVOExercisesTests: XCTestCase {
    func testSolutionsPassAndStubsFail() throws {
        try gradeLessonExercises("kvo", atLeast: 2)
    }
}
