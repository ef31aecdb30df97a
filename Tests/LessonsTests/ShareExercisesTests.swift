import XCTest

final class ShareExercisesTests: XCTestCase {
    func testShareExercises() { L2ExerciseCheck.verify(lesson: "share", count: 2) }
}
