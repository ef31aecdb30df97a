import XCTest
final class RxTestTestsPlaceholder: XCTestCase { func testNothingYet() {} }
