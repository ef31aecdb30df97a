import Foundation
import LessonEngine
import TextKit
import XCTest

/// A playground run that went wrong is data until it is shown: the text, `--json` and the page
/// each say it in the language they are asked for.
final class PlaygroundMessagesTests: XCTestCase {
    private let english = "the playground did not finish within 10 s of real time (an endless loop?)"
    private let chinese = "playground 在 10 秒真实时间内没有结束（死循环？）"

    func testAProblemIsSaidInTheLanguageItIsShownIn() throws {
        var result = PlaygroundResult(output: "tick 1: a")
        result.problem = .didNotFinish(seconds: 10)
        let report = PlaygroundReport(result)
        for (language, sentence) in [(Language.en, english), (.zh, chinese)] {
            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(report.json(language).text.utf8)) as? [String: Any])
            XCTAssertEqual(json["problem"] as? String, sentence)
            let text = report.text(console: .capturing(width: 200), language: language)
            XCTAssertTrue(text.contains(sentence), text)
            let page = PlaygroundPage.body(.ran(result), shownAs: "Main.swift", language: language)
            XCTAssertTrue(page.contains(Escaping.html(sentence)), page)
        }
    }

    func testAFileNotRunIsSaidInTheLanguageOfThePage() {
        let page = { PlaygroundPage.body(.unusable(.notUTF8(file: "Main.swift")), shownAs: "Main.swift", language: $0) }
        XCTAssertTrue(page(.en).contains("Main.swift is not UTF-8 text"), page(.en))
        XCTAssertTrue(page(.zh).contains("Main.swift 不是 UTF-8 文本"), page(.zh))
    }
}
