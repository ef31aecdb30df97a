import XCTest

final class IntervalExercisesTests: XCTestCase {
    func testMyInterval() { assertSolutionPassesStubFails("interval", "interval-my-interval") }
    func testCountdown() { assertSolutionPassesStubFails("interval", "interval-countdown") }
}
