import TextKit
import XCTest
@testable import Marbles

/// Every syntax error reads in Chinese and in English: one diagram per case, both sentences.
final class MarbleSyntaxErrorLanguageTests: XCTestCase {
    /// The case's name; the switch has no `default`, so a new case cannot be left out here.
    private func name(_ reason: MarbleSyntaxError.Reason) -> String {
        switch reason {
        case .emptyDiagram: "emptyDiagram"
        case .unknownCharacter: "unknownCharacter"
        case .timeOverflows: "timeOverflows"
        case .progressionOverflows: "progressionOverflows"
        case .notWholeFrames: "notWholeFrames"
        case .fractionalTicks: "fractionalTicks"
        case .dashInGroup: "dashInGroup"
        case .goesOnInGroup: "goesOnInGroup"
        case .nestedGroup: "nestedGroup"
        case .unclosedGroup: "unclosedGroup"
        case .unopenedGroup: "unopenedGroup"
        case .emptyGroup: "emptyGroup"
        case .commaOutsideGroup: "commaOutsideGroup"
        case .strayComma: "strayComma"
        case .secondTerminal: "secondTerminal"
        case .afterEnd: "afterEnd"
        case .goesOnNotLast: "goesOnNotLast"
        case .goesOnAfterEnd: "goesOnAfterEnd"
        case .secondSubscription: "secondSubscription"
        case .subscriptionAfterUnsubscription: "subscriptionAfterUnsubscription"
        case .secondUnsubscription: "secondUnsubscription"
        case .unsubscriptionBeforeSubscription: "unsubscriptionBeforeSubscription"
        case .notInSubscriptionDiagram: "notInSubscriptionDiagram"
        case .described: "described"
        }
    }

    /// Every case the parser raises, with a diagram that raises it and the Chinese sentence.
    private let table: [(diagram: String, syntax: MarbleSyntax, subscription: Bool, zh: String)] = [
        ("", .document, false, "弹珠图是空的"),
        ("--a*--|", .document, false, "不认识的字符 `*`"),
        ("--\n--|", .document, false, "不认识的字符 U+000A"),
        ("-----", MarbleSyntax(frame: Int.max), false, "弹珠图太长，时间超过了时钟的最后一拍（第 9223372036854775807 拍；每列 9223372036854775807 拍）"),
        ("a 99999999999999999999s b", .document, false, "弹珠图太长，`99999999999999999999s` 超过了时钟的最后一拍（第 9223372036854775807 拍）"),
        ("--a 15ms b", MarbleSyntax(frame: 10), false, "`15ms` 是 15 拍，不是整数列（每列 10 拍）"),
        ("a 10.5ms b", .rxjs, false, "`10.5ms` 是 10.5 拍：RxJS 会让时钟走不满一列，rxlesson 的拍都是整数"),
        ("(a-b)", .document, false, "分组里不能有 `-`：在 `(` 和 `)` 之间时间不流逝"),
        ("(a>)", .document, false, "分组里不能有 `>`"),
        ("-(a(b))", .document, false, "分组不能嵌套：这个 `(` 在第 2 个字符处打开的分组里面"),
        ("--(ab--|", .document, false, "分组没有闭合：`(` 没有对应的 `)`"),
        ("--ab)--|", .document, false, "`)` 没有对应的 `(`"),
        ("--()--|", .document, false, "空的分组 `()`"),
        ("a,b", .document, false, "`,` 只在分组里用来分隔值"),
        ("(a,,b)", .document, false, "`,` 必须放在分组的两项之间"),
        ("--|--#", .document, false, "第二个终止事件 `#`：序列已经结束了（第 3 个字符是 `|`）"),
        ("--#-a", .document, false, "`a` 出现在序列结束之后（第 3 个字符是 `#`）"),
        ("--a>--", .document, false, "`>` 必须在弹珠图的末尾（后面只能有空格或 // 注释）"),
        ("--|-->", .document, false, "序列已经结束，不能再继续（第 3 个字符是 `|`）"),
        ("-^-^-", .document, false, "第二个订阅点 `^`（第一个在第 2 个字符）"),
        ("-!-^-", .document, false, "`^` 出现在取消订阅点 `!`（第 2 个字符）之后"),
        ("-!-!-", .document, false, "第二个取消订阅点 `!`（第一个在第 2 个字符）"),
        ("--!-^", .rxjs, false, "`!` 出现在订阅点 `^`（第 5 个字符）之前"),
        ("--^-a", .rxjs, true, "订阅弹珠图里只能有 `-`、`^`、`!`、分组和时间流逝，不能有 `a`"),
    ]

    private func error(_ row: (diagram: String, syntax: MarbleSyntax, subscription: Bool, zh: String)) -> MarbleSyntaxError? {
        do {
            if row.subscription {
                _ = try MarbleParser.parseSubscription(row.diagram, syntax: row.syntax)
            } else {
                _ = try MarbleParser.parse(row.diagram, syntax: row.syntax)
            }
            XCTFail("\(row.diagram.debugDescription) was accepted")
            return nil
        } catch {
            return error
        }
    }

    func testEveryCaseHasAChineseAndAnEnglishSentence() {
        var seen: Set<String> = []
        for row in table {
            guard let error = error(row) else { continue }
            seen.insert(name(error.reason))
            let text = error.reason.text
            XCTAssertEqual(text.zh, row.zh, row.diagram)
            XCTAssertEqual(error.message(in: .en), error.message, "English stays the message")
            XCTAssertNotEqual(text.zh, text.en, row.diagram)
            XCTAssertFalse(text.en.isEmpty)
            XCTAssertEqual(ChinesePunctuation.hasAsciiPunctuationInChineseProse(text.zh), [], text.zh)
            XCTAssertNil(text.zh.range(of: #"tick|column|frame|刻"#, options: .regularExpression), "拍 for a tick, 列 for a column: \(text.zh)")
        }
        let raised = ["emptyDiagram", "unknownCharacter", "timeOverflows", "progressionOverflows", "notWholeFrames", "fractionalTicks",
                      "dashInGroup", "goesOnInGroup", "nestedGroup", "unclosedGroup", "unopenedGroup", "emptyGroup", "commaOutsideGroup",
                      "strayComma", "secondTerminal", "afterEnd", "goesOnNotLast", "goesOnAfterEnd", "secondSubscription",
                      "subscriptionAfterUnsubscription", "secondUnsubscription", "unsubscriptionBeforeSubscription", "notInSubscriptionDiagram"]
        XCTAssertEqual(seen, Set(raised), "every case the parser raises has a diagram in the table")
    }

    func testTheChineseErrorKeepsTheColumnAndTheCaret() throws {
        let error = try XCTUnwrap(rejection("--(a-|"))
        XCTAssertEqual(error.rendered(in: .zh), """
            错误（第 3 个字符）：分组没有闭合：`(` 没有对应的 `)`
            --(a-|
              ^

            """)
        XCTAssertEqual(error.sentence(in: .zh), "第 3 个字符：分组没有闭合：`(` 没有对应的 `)`")
        XCTAssertEqual(error.rendered, error.rendered(in: .en))
        XCTAssertEqual(error.description, "error: unclosed group: '(' has no matching ')' at column 3")
    }
}
