import XCTest
import TextKit

final class ChinesePunctuationTests: XCTestCase {
    func testConvertsAfterCJK() {
        let cases: [(String, String)] = [
            ("注意:调度器决定线程", "注意：调度器决定线程"),
            ("好的, 谢谢", "好的，谢谢"),
            ("先订阅;再释放", "先订阅；再释放"),
            ("为什么?因为", "为什么？因为"),
            ("什么?!", "什么？！"),
            ("完成!", "完成！"),
            ("Observable(可观察序列)是核心", "Observable（可观察序列）是核心"),
            ("订阅(subscribe)之后", "订阅（subscribe）之后"),
            ("第一行:\n第二行,结束", "第一行：\n第二行，结束"),
        ]
        for (input, expected) in cases {
            XCTAssertEqual(ChinesePunctuation.fullWidth(input), expected, input)
        }
    }

    func testLeavesCodeNumbersURLsAndEnglishAlone() {
        let untouched = [
            "调用 `subscribe(onNext:)` 方法",
            "用``a, b``两个",
            "共 3,000 次和 1:2 的比例",
            "共3,000个",
            "见https://github.com/ReactiveX/RxSwift?tab=readme,x 的源码",
            "打开 www.example.com:8080 看看",
            "Hello, world! (English only): fine; ok?",
            "调用 subscribe(onNext:) 方法",
            "中文\n```\nlet 值 = f(x, y)\n代码: 不变\n```\n",
            "已经是全角：，；？！（）",
        ]
        for text in untouched {
            XCTAssertEqual(ChinesePunctuation.fullWidth(text), text, text)
            XCTAssertEqual(ChinesePunctuation.hasAsciiPunctuationInChineseProse(text), [], text)
        }
    }

    func testReportsPositions() {
        let found = ChinesePunctuation.hasAsciiPunctuationInChineseProse("一二,三\n`a,b` 四:五")
        XCTAssertEqual(found.map(\.offset), [2, 12])
        XCTAssertEqual(found.map(\.description), ["1:3 ','", "2:8 ':'"])
    }

    func testConvertedTextIsClean() {
        let text = "注意:调度器(Scheduler)决定在哪个线程执行, 例如 `observe(on:)` 方法;共 1,000 次?是的!"
        let converted = ChinesePunctuation.fullWidth(text)
        XCTAssertEqual(converted, "注意：调度器（Scheduler）决定在哪个线程执行，例如 `observe(on:)` 方法；共 1,000 次？是的！")
        XCTAssertEqual(ChinesePunctuation.hasAsciiPunctuationInChineseProse(converted), [])
    }
}
