import XCTest

/// The http lesson's exercises through the real grader: solutions pass, stubs fail.
final class HTTPExercisesTests: XCTestCase {
    func testSolutionsPassAndStubsFail() throws {
        try gradeLessonExercises("http", atLeast: 2)
    }
}
