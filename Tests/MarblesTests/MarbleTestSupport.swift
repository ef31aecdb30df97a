import XCTest
@testable import Marbles

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
