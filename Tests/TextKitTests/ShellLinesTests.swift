import Foundation
import TextKit
import XCTest

/// A folded command is still one command to a shell: broken between words, ` \` at each break.
final class ShellLinesTests: XCTestCase {
    func testFitsOnOneLine() {
        XCTAssertEqual(ShellLines.fold("rxlesson play map '--1--|'", lead: "try: ", indent: "  ", width: 40), ["try: rxlesson play map '--1--|'"])
    }

    func testFoldsBetweenWordsNeverInsideAQuotedOne() {
        let lines = ShellLines.fold("swift run rxlesson play zip '--1--2 --3--|' '--a--b--|'", lead: "example: ", indent: "    ", width: 30)
        XCTAssertEqual(lines, ["example: swift run rxlesson \\", "    play zip '--1--2 --3--|' \\", "    '--a--b--|'"])
        XCTAssertTrue(lines.allSatisfy { DisplayWidth.width(of: $0) <= 30 }, "\(lines)")
    }

    func testAWordWiderThanALineStaysWhole() {
        XCTAssertEqual(ShellLines.fold("play '------------------|'", lead: "", indent: "  ", width: 10), ["play \\", "  '------------------|'"])
    }

    func testTheFoldedLinesRunAsTheCommand() throws {
        let lines = ShellLines.fold("printf '%s|' one 'two words' three", lead: "", indent: "    ", width: 12)
        XCTAssertGreaterThan(lines.count, 1)
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", lines.joined(separator: "\n")]
        let output = Pipe()
        shell.standardOutput = output
        try shell.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        XCTAssertEqual(text, "one|two words|three|")
    }
}
