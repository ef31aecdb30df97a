import RxCore
import XCTest

final class StableDescriptionTests: XCTestCase {
    func testDictionariesAndSetsAreSortedAtEveryLevel() {
        let weather: [String: Any] = ["name": "London", "main": ["temp": 271.55, "humidity": 96], "weather": [["id": 741, "main": "Fog"]]]
        XCTAssertEqual(StableDescription.of(weather),
                       #"["main": ["humidity": 96.0, "temp": 271.55], "name": "London", "weather": [["id": 741, "main": "Fog"]]]"#)
        XCTAssertEqual(StableDescription.of(Set([3, 1, 2])), "Set([1, 2, 3])")
        XCTAssertEqual(StableDescription.of([String: Int]()), "[:]")
    }

    func testEverythingElseReadsAsSwiftDescribesIt() {
        let values: [Any] = [42, "plain text", ["a", "b"], [1, 2], Optional(3) as Any, (1, "x"), 2.5, [[1], [2, 3]]]
        for value in values {
            XCTAssertEqual(StableDescription.of(value), "\(value)")
        }
    }
}
