import XCTest
@testable import CommandLineKit

final class PlaceholderTests: XCTestCase {
    func testNothingYet() {}
}
