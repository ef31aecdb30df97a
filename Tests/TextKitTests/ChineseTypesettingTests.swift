import XCTest
import TextKit

final class ChineseTypesettingTests: XCTestCase {
    private func rules(_ text: String, terms: [ChineseTerm] = []) -> [ChineseTypesetting.Finding.Rule] {
        ChineseTypesetting.findings(in: text, terms: terms).map(\.rule)
    }

    func testASCIIPunctuationInAChineseSentence() {
        XCTAssertEqual(rules("第 1 到第 5 拍发出 0 到 4, dispose 在第 5 拍执行"), [.asciiPunctuation], "a comma after a digit is still Chinese prose")
        XCTAssertEqual(rules("订阅者只收到 1、2 和 completed; 3 被丢弃"), [.asciiPunctuation])
        XCTAssertEqual(rules("注意:调度器决定线程"), [.asciiPunctuation])
        XCTAssertEqual(rules("为什么?因为"), [.asciiPunctuation])
        XCTAssertEqual(rules("Observable(可观察序列)是核心"), [.asciiPunctuation, .asciiPunctuation])
        XCTAssertEqual(rules("旧译本 (003) 介绍了它"), [.asciiPunctuation, .asciiPunctuation])
        XCTAssertEqual(rules("按钮的点击没有 \"最后一次\"：序列不会结束"), [.asciiQuote, .asciiQuote])
        XCTAssertEqual(rules("RxSwift 6: 这是新名字"), [.asciiPunctuation])
    }

    func testCodeKeepsItsASCIIPunctuation() {
        let clean = [
            "调用 subscribe(onNext:) 方法，之后 take(until:) 结束它",
            "RAC 的 deliverOn: 把事件送到调度器上",
            "rx.observe 默认 retainSelf: true，序列强引用对象",
            "play.at(10) { subscription.dispose() }，或者先睡 10 秒",
            "弹珠图 --1--2--| 和 -(2|) 里，a=10 是图例",
            "self.rx.observe(CGRect.self, \"view.frame\", retainSelf: false) 观察自己的 view",
            "数组 [1, 2] 和 `a, b: c` 都是代码",
            "共 3,000 次，比例 1:2",
            "图例要写成 key=value（有空格的值加引号：d=\"20° 50%\"）",
            "在 `(` 和 `)` 之间时间不流动，`,` 只在分组里用",
            "RxSwift's 调度器和 RxJS's 一样，`'(' 是 Swift 字符` 也是代码",
            "RxSwift《Getting Started》中文译文，“Observables aka Sequences, Part 1”一节",
            "English only, with commas; colons: fine!",
        ]
        for text in clean { XCTAssertEqual(ChineseTypesetting.findings(in: text), [], text) }
    }

    func testAWordInASCIISingleQuotesIsAFault() {
        XCTAssertEqual(rules("错误：多余的参数 'marbles-endings'"), [.asciiQuote])
        XCTAssertEqual(rules("'--frame N' 的值 'x' 无效"), [.asciiQuote, .asciiQuote])
        XCTAssertEqual(rules("在 '(' 和 ')' 之间时间不流动"), [.asciiQuote, .asciiQuote], "a symbol is code, in backticks")
        XCTAssertEqual(rules("错误：多余的参数“marbles-endings”，`'('` 是代码"), [])
        XCTAssertEqual(rules("usage: 'check' only"), [], "an English line keeps its quotes")
    }

    func testAnIdentifiersColonIsNeverFullWidth() {
        XCTAssertEqual(rules("subscribe：在订阅者外面包一层"), [.identifierColon])
        XCTAssertEqual(rules("用 onErrorDriveWith：接受一个 Driver"), [.identifierColon])
        XCTAssertEqual(rules("groupBy:transform：把信号分组"), [.identifierColon])
        XCTAssertEqual(rules("DisposeBag：所有者销毁时订阅一起结束"), [], "a type's name is a noun, and a prose colon may follow it")
        XCTAssertEqual(rules("take(until:)：由另一个序列决定"), [])
    }

    func testSpacingBetweenChineseAndLatin() {
        XCTAssertEqual(rules("分享订阅和shareReplay操作符"), [.spacing, .spacing])
        XCTAssertEqual(rules("第3拍"), [.spacing, .spacing])
        XCTAssertEqual(rules("第 3 拍，`第3拍` 是代码"), [])
        XCTAssertEqual(rules("订阅 （subscribe）之后。 然后"), [.spacing, .spacing])
    }

    func testTermsFromTheGlossaryTable() {
        let glossary = """
        | English | 中文 |
        |---|---|
        | tick | 拍 |

        | 不用 / avoid | 改用 / use | 为什么 / why |
        |---|---|---|
        | 滴答 | 拍 | a tick |
        | /(\\d\\|几)\\s*刻/ | 拍 | 刻 is a quarter hour |
        """
        let terms = ChineseTerm.glossary(glossary)
        XCTAssertEqual(terms, [ChineseTerm(avoid: "滴答", use: "拍", why: "a tick"), ChineseTerm(avoid: "/(\\d|几)\\s*刻/", use: "拍", why: "刻 is a quarter hour")])
        XCTAssertEqual(rules("之后的滴答不再打印，第 3 刻也不", terms: terms), [.term, .term])
        XCTAssertEqual(rules("那一刻之后", terms: terms), [])
        XCTAssertEqual(rules("`滴答` 在代码里", terms: terms), [])
    }

    func testWrappedLines() {
        let findings = ChineseTypesetting.findings(inWrappedLines: [
            "   这一行很好，下一行以逗号开头",
            "   ，这是错的（",
            "   事件落在第",
            "   20 拍，dispose 在第 20",
            "   拍。",
            "",
            "   一段话的最后一行只有一个字",
            "   了。",
        ])
        XCTAssertEqual(findings.map(\.rule), [.lineStart, .lineEnd, .numberSplit, .numberSplit, .widow, .widow], "拍。 is one character too")
        XCTAssertEqual(findings.map(\.line), [2, 2, 3, 4, 5, 8])
    }

    func testWithTheWidthOnlyARealWrapCounts() {
        let printed = ["     资源数：起点 + 6", "     页面打开"]
        XCTAssertEqual(ChineseTypesetting.findings(inWrappedLines: printed, width: 40), [], "two printed lines, not a wrap")
        let wrapped = ["这一行已经写满了，事件落在第 20", "拍。"]
        XCTAssertEqual(ChineseTypesetting.findings(inWrappedLines: wrapped, width: 32).map(\.rule), [.numberSplit, .widow])
    }
}
