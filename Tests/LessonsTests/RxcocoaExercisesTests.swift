import XCTest

final class RxcocoaExercisesTests: XCTestCase {
    /// The solutions' `result` streams match the expectations; the stubs' do not.
    func testRxcocoaExercises() { L2ExerciseCheck.verify(lesson: "rxcocoa", count: 2) }
}
