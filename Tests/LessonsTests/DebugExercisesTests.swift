import XCTest

final class DebugExercisesTests: XCTestCase {
    func testDebugExercises() { L2ExerciseCheck.verify(lesson: "debug", count: 2) }
}
