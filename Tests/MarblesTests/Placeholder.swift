import XCTest
final class MarblesTestsPlaceholder: XCTestCase { func testNothingYet() {} }
