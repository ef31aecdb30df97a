import XCTest

final class GuaranteesExercisesTests: XCTestCase {
    func testOneAtATime() { assertSolutionPassesStubFails("guarantees", "guarantees-one-at-a-time") }
    func testFirstTwo() { assertSolutionPassesStubFails("guarantees", "guarantees-first-two") }
}
