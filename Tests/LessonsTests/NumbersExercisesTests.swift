import XCTest

final class NumbersExercisesTests: XCTestCase {
    /// The solutions' `result` streams match the expectations; the stubs' do not.
    func testNumbersExercises() { L2ExerciseCheck.verify(lesson: "numbers", count: 2) }
}
