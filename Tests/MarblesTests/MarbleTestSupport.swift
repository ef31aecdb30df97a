import XCTest
@testable import Marbles

/// SplitMix64: a tiny seeded generator, so random tests repeat exactly.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Parses or fails the test, naming the diagram.
func parse(_ text: String, _ syntax: MarbleSyntax = .document, file: StaticString = #filePath, line: UInt = #line) -> MarbleDiagram {
    do {
        return try MarbleParser.parse(text, syntax: syntax)
    } catch {
        XCTFail("\(text): \(error)", file: file, line: line)
        return MarbleDiagram()
    }
}

/// The error a diagram is rejected with, or a test failure if it is accepted.
func rejection(_ text: String, _ syntax: MarbleSyntax = .document, file: StaticString = #filePath, line: UInt = #line) -> MarbleSyntaxError? {
    do {
        let diagram = try MarbleParser.parse(text, syntax: syntax)
        XCTFail("\(text) was accepted: \(diagram.events)", file: file, line: line)
        return nil
    } catch {
        return error
    }
}

/// Asserts a diagram is rejected with this message at this column.
func assertRejects(_ text: String, _ message: String, column: Int, _ syntax: MarbleSyntax = .document, file: StaticString = #filePath, line: UInt = #line) {
    guard let error = rejection(text, syntax, file: file, line: line) else { return }
    XCTAssertEqual(error.message, message, text, file: file, line: line)
    XCTAssertEqual(error.column, column, text, file: file, line: line)
}
