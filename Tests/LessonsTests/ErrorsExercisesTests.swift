import XCTest

final class ErrorsExercisesTests: XCTestCase {
    func testErrorsExercises() { L2ExerciseCheck.verify(lesson: "errors", count: 3) }
}
