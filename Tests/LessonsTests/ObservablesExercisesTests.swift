import XCTest

final class ObservablesExercisesTests: XCTestCase {
    func testNumbers() { assertSolutionPassesStubFails("observables", "observables-numbers") }
    func testLetters() { assertSolutionPassesStubFails("observables", "observables-letters") }
}
