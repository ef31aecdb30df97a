import XCTest

/// The datasources lesson's exercises through the real grader: solutions pass, stubs fail.
final class DataSourcesExercisesTests: XCTestCase {
    func testSolutionsPassAndStubsFail() throws {
        try gradeLessonExercises("datasources", atLeast: 2)
    }
}
