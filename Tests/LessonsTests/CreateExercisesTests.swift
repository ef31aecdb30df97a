import XCTest

final class CreateExercisesTests: XCTestCase {
    func testMyJust() { assertSolutionPassesStubFails("create", "create-my-just") }
    func testMyFrom() { assertSolutionPassesStubFails("create", "create-my-from") }
}
