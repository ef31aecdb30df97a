import TextKit
import XCTest

/// Lesson prose on a terminal: code spans without their backticks, coloured where colour is on.
final class ConsoleProseTests: XCTestCase {
    func testCodeSpansLoseTheirBackticks() {
        let plain = Console.capturing()
        XCTAssertEqual(plain.prose("用 `take(until:)` 结束 `ticks`。"), "用 take(until:) 结束 ticks。")
        XCTAssertEqual(plain.prose("no code here"), "no code here")
        XCTAssertEqual(plain.prose("a lone ` stays"), "a lone ` stays")
        let coloured = Console.capturing(colored: true)
        XCTAssertEqual(coloured.prose("call `share()` once"), "call \u{1B}[36mshare()\u{1B}[0m once")
        // A span the wrapping had to break is painted line by line.
        XCTAssertEqual(coloured.prose("`a\nb`"), "\u{1B}[36ma\u{1B}[0m\n\u{1B}[36mb\u{1B}[0m")
    }
}
