import Foundation
@testable import LessonEngine
import TextKit
import XCTest

/// A message the compiler places after the file's last line break (a missing `}`) points at
/// the end of the last line with text, and says the file ends there.
final class EndOfFileDiagnosticTests: XCTestCase {
    func testAMissingBraceIsShownAtTheLastLine() throws {
        let unit = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-eof-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: unit, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: unit) }
        try Data("func f() -> Int {\n    return 1\n\n".utf8).write(to: unit.appendingPathComponent("Draw.swift"))
        let output = unit.appendingPathComponent("Draw.swift").path + ":4:1: error: expected '}' at end of brace statement"
        // Read once, said in each language.
        let found = Diagnostic.parse(.compiler(output), unit: unit, fileName: "Draw.swift", generated: "main.swift",
                                     shownAs: "Lessons/x/Exercises/Draw.swift") { .playgroundEntry(file: "Draw.swift", compiler: $0) }
        let diagnostic = try XCTUnwrap(found.first)
        XCTAssertEqual(diagnostic.line, 2)
        XCTAssertEqual(diagnostic.sourceLine, "    return 1")
        for language in [Language.en, .zh] {
            XCTAssertEqual(diagnostic.excerpt(language).last, "    |             ^", diagnostic.excerpt(language).joined(separator: "\n"))
            let message = diagnostic.message(language)
            XCTAssertEqual(message, "expected '}' at end of brace statement" + (language == .zh ? "（文件在这一行之后就结束了）" : " (the file ends here, after this line)"))
        }
        // A message at a line that has text stays where it is.
        let inside = Diagnostic.parse(.compiler(unit.appendingPathComponent("Draw.swift").path + ":2:12: error: cannot convert"), unit: unit,
                                      fileName: "Draw.swift", generated: "main.swift", shownAs: "Draw.swift") { .playgroundEntry(file: "Draw.swift", compiler: $0) }
        XCTAssertEqual(inside.first?.line, 2)
        XCTAssertEqual(inside.first?.message(.en), "cannot convert")
    }
}
