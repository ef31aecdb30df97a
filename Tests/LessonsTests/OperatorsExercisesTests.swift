import XCTest

final class OperatorsExercisesTests: XCTestCase {
    func testOperatorsExercises() { L2ExerciseCheck.verify(lesson: "operators", count: 3) }
}
