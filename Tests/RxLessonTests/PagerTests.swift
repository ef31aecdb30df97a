import Foundation
import LessonCatalog
import TextKit
@testable import rxlesson
import XCTest

/// A long text on a terminal opens in a pager, as git's does; never off a terminal, in CI,
/// with `--no-pager` or a pager set to `cat` or nothing.
final class PagerTests: XCTestCase {
    func testWhichPagerAndWhenNone() {
        XCTAssertEqual(Pager.command(environment: [:], isTerminal: true, off: false), "less -FRX")
        XCTAssertEqual(Pager.command(environment: ["PAGER": "more"], isTerminal: true, off: false), "more")
        XCTAssertEqual(Pager.command(environment: ["PAGER": "more", "RXLESSON_PAGER": "most"], isTerminal: true, off: false), "most")
        XCTAssertNil(Pager.command(environment: [:], isTerminal: false, off: false), "piped or redirected")
        XCTAssertNil(Pager.command(environment: [:], isTerminal: true, off: true), "--no-pager")
        XCTAssertNil(Pager.command(environment: ["CI": "true"], isTerminal: true, off: false))
        XCTAssertEqual(Pager.command(environment: ["CI": "false"], isTerminal: true, off: false), "less -FRX")
        XCTAssertNil(Pager.command(environment: ["TERM": "dumb"], isTerminal: true, off: false))
        XCTAssertNil(Pager.command(environment: ["RXLESSON_PAGER": "cat", "PAGER": "less"], isTerminal: true, off: false))
        XCTAssertNil(Pager.command(environment: ["RXLESSON_PAGER": ""], isTerminal: true, off: false))
    }

    func testThePagerGetsTheWholeText() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("pager-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        let text = (1...500).map { "line \($0) · 第 \($0) 行" }.joined(separator: "\n") + "\n"
        XCTAssertTrue(Pager.page(text, through: "cat > '\(file.path)'", environment: ["PATH": "/usr/bin:/bin"]))
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), text)
        // A pager that quits before reading everything ends the paging, not the program.
        XCTAssertTrue(Pager.page(text + text + text, through: "head -c 10 > /dev/null", environment: ["PATH": "/usr/bin:/bin"]))
        // No such pager: nothing was shown, so the caller prints the text itself.
        XCTAssertFalse(Pager.page(text, through: "no-such-pager-here 2>/dev/null", environment: ["PATH": "/usr/bin:/bin"]))
    }

    func testOffATerminalRunPrintsStraight() {
        let console = Console.capturing(width: 80)
        runTool(["run", "observables"], catalog: lessonCatalog, environment: ["RXLESSON_PAGER": "false"], console: console)
        XCTAssertTrue(console.output.hasPrefix("observables · "), console.output)
        XCTAssertGreaterThan(console.output.split(separator: "\n").count, 40)
    }
}
