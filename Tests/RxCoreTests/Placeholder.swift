import XCTest
final class RxCoreTestsPlaceholder: XCTestCase { func testNothingYet() {} }
