import XCTest
import TextKit

final class DisplayWidthTests: XCTestCase {
    func testAgreesWithWCWidthOnStrings() {
        for (text, expected) in WCWidthSample.strings {
            XCTAssertEqual(DisplayWidth.width(of: text), expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    func testAgreesWithWCWidthOnScalars() {
        for (value, expected) in WCWidthSample.scalars {
            let text = String(Unicode.Scalar(value)!)
            XCTAssertEqual(DisplayWidth.width(of: text), expected, "U+\(String(value, radix: 16, uppercase: true))")
        }
    }

    /// Where this module parts from `wcwidth.width` on purpose.
    func testDeliberateDifferencesFromWCWidth() {
        XCTAssertEqual(DisplayWidth.width(of: "\t"), 0, "a control character; wcwidth expands tabs to 8")
        XCTAssertEqual(DisplayWidth.width(of: "\u{AD}"), 0, "soft hyphen is default-ignorable; wcwidth says 1")
    }

    func testTheCasesTheLessonsUse() {
        let cases: [(String, Int)] = [
            ("next(0)", 7), ("第一个", 6), ("，。", 4), ("、。「」（）：，；", 18), ("e\u{301}", 1), ("👍", 2),
            ("\u{1B}", 0), ("\u{1B}[31m", 4), ("\r\n", 0), ("\u{0}", 0), ("\u{85}", 0), ("\u{200B}\u{200D}\u{FE0F}", 0),
            ("👨\u{200D}👩\u{200D}👧", 2), ("🇨🇳", 2), ("☺\u{FE0F}", 2), ("☺", 1), ("1\u{FE0F}\u{20E3}", 2),
            ("한국어", 6), ("ｱ", 1), ("Ａ", 2), ("\u{3000}", 2), ("Rx 的 map 操作符", 16), ("\u{2028}", 0),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(DisplayWidth.width(of: text), expected, text.debugDescription)
        }
        XCTAssertEqual(DisplayWidth.width(of: Character("🇨🇳")), 2)
        XCTAssertEqual(DisplayWidth.width(of: Unicode.Scalar(0x4E00)!), 2)
        XCTAssertEqual(DisplayWidth.width(of: "第一个".dropFirst()), 4)
    }

    func testPad() {
        XCTAssertEqual(DisplayWidth.pad("第一", to: 6), "第一  ")
        XCTAssertEqual(DisplayWidth.pad("ab", to: 5, alignment: .trailing), "   ab")
        XCTAssertEqual(DisplayWidth.pad("ab", to: 5, alignment: .center), " ab  ")
        XCTAssertEqual(DisplayWidth.pad("第一个", to: 4), "第一个", "never cut")
        XCTAssertEqual(DisplayWidth.width(of: DisplayWidth.pad("👍x", to: 10)), 10)
    }

    func testTruncate() {
        XCTAssertEqual(DisplayWidth.truncate("hello", to: 5), "hello")
        XCTAssertEqual(DisplayWidth.truncate("hello world", to: 6), "hello…")
        XCTAssertEqual(DisplayWidth.truncate("第一个元素", to: 6), "第一…", "the wide 个 would straddle: one column short")
        XCTAssertEqual(DisplayWidth.truncate("第一个元素", to: 7), "第一个…")
        XCTAssertEqual(DisplayWidth.truncate("abcdef", to: 4, ellipsis: "..."), "a...")
        XCTAssertEqual(DisplayWidth.truncate("abcdef", to: 2, ellipsis: "..."), "ab", "no room for the ellipsis")
        XCTAssertEqual(DisplayWidth.truncate("abc", to: 0), "")
        XCTAssertEqual(DisplayWidth.truncate("e\u{301}e\u{301}e\u{301}", to: 2), "e\u{301}…", "clusters stay whole")
        for columns in 1...12 {
            XCTAssertLessThanOrEqual(DisplayWidth.width(of: DisplayWidth.truncate("Rx 的 map 操作符👍", to: columns)), columns)
        }
    }
}
