import XCTest

/// The ui-tips lesson's exercises through the real grader: solutions pass, stubs fail.
final class UITipsExercisesTests: XCTestCase {
    func testSolutionsPassAndStubsFail() throws {
        try gradeLessonExercises("ui-tips", atLeast: 2)
    }
}
