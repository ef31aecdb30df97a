@testable import LessonEngine
import XCTest

/// A printed line too many or too few is said as such, not as "expected nothing" at a line
/// the expected output has.
final class OutputDifferenceWordsTests: XCTestCase {
    func testAnExtraAndAMissingLine() throws {
        let extra = try XCTUnwrap(OutputDiff.firstDifference(expected: "t=8 next(c)\nt=11 next(d)", actual: "t=2 next(a)\nt=8 next(c)\nt=11 next(d)"))
        let words = GradingMessages.sentence(extra)
        XCTAssertEqual(words.en, #"output line 1: "t=2 next(a)" is one line too many (the expected output has no such line)"#)
        XCTAssertEqual(words.zh, "输出第 1 行：多了“t=2 next(a)”（期望的输出没有这一行）")
        let missing = try XCTUnwrap(OutputDiff.firstDifference(expected: "a\nb\nc", actual: "a\nc"))
        XCTAssertEqual(GradingMessages.sentence(missing).en, #"output line 2: "b" is missing (the expected output has it, yours does not)"#)
        XCTAssertEqual(GradingMessages.sentence(missing).zh, "输出第 2 行：缺了“b”（期望的输出有这一行，你的没有）")
    }
}
