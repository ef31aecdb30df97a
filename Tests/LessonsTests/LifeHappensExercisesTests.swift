import XCTest

final class LifeHappensExercisesTests: XCTestCase {
    func testLifeHappensExercises() { L2ExerciseCheck.verify(lesson: "life-happens", count: 2) }
}
