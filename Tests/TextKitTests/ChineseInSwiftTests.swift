import XCTest
import TextKit

final class ChineseInSwiftTests: XCTestCase {
    func testLiteralsAndCommentsWithChineseAreFound() {
        let source = #"""
        let a = language == .zh ? "第 \(tick) 拍到达" : "arrives at tick \(tick)"
        let b = Localized(zh: "一行\n两行", en: "one\ntwo")  // 注释（中文）
        /// 文档注释，带 `code`
        let c = #"原始 "字符串""#
        let d = """
            多行的
            字符串
            """
        let e = "English only"
        """#
        let pieces = ChineseInSwift.pieces(in: source)
        XCTAssertEqual(pieces.map(\.text), ["第 〇 拍到达", "一行\n两行", "注释（中文）", "文档注释，带 `code`", "原始 \"字符串\"", "多行的\n字符串\n"])
        XCTAssertEqual(pieces.map(\.line), [1, 2, 2, 3, 4, 5])
        XCTAssertEqual(pieces.map(\.kind), [.literal, .literal, .comment, .comment, .literal, .literal])
    }

    /// The checker can fail: a known-bad ternary and a known-bad comment are both reported.
    func testAKnownBadSampleIsReported() {
        let source = #"""
        console.out(language == .zh ? "每个例子都在虚拟时钟上运行: 文档的输出" : "Every demo runs on the virtual clock:")
        // TODO（中文）：catchAndReturn 接住这一次的错误,然后继续
        """#
        let terms = [ChineseTerm(avoid: "接住", use: "捕获")]
        let found = ChineseInSwift.pieces(in: source).flatMap { ChineseTypesetting.findings(in: $0.text, terms: terms).map(\.rule) }
        XCTAssertEqual(found, [.asciiPunctuation, .term, .asciiPunctuation])
    }
}
