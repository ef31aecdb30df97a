import LessonKit
import Marbles
import RxCore
import XCTest

final class RunCommandTests: XCTestCase {
    private let sample = Lesson(
        id: "sample", title: Localized(zh: "样例", en: "Sample"), source: "test § Sample",
        summary: Localized(zh: "摘要", en: "Summary"),
        demos: [
            Demo(id: "ok", title: Localized(zh: "好", en: "Good"), explanation: Localized(zh: "解释", en: "Explains"),
                 documented: "1\n2") { play in
                _ = play.probe("of", Observable.of(1, 2, scheduler: play.scheduler)).subscribe(onNext: { play.print($0) })
            },
        ]
    )

    private func run(_ arguments: [String], catalog: [Lesson]? = nil) -> (Int32, Console) {
        let console = Console()
        let status = RxLessonCommand(catalog: catalog ?? [sample], environment: [:]).run(arguments) { _ in console }
        return (status, console)
    }

    func testRunPrintsBothColumnsAndTheMarbles() {
        let (status, console) = run(["run", "sample"])
        XCTAssertEqual(status, 0)
        XCTAssertTrue(console.standardOutput.contains("1. Good  identical ✓"))
        XCTAssertTrue(console.standardOutput.contains("document | virtual clock"))
        XCTAssertTrue(console.standardOutput.contains("of  -12|"), console.standardOutput)
    }

    func testRunJSONFollowsTheContract() {
        let (status, console) = run(["run", "--json", "sample"])
        XCTAssertEqual(status, 0)
        XCTAssertEqual(console.standardOutput, """
        {"lesson":"sample","title":"Sample","source":"test § Sample","demos":[{"id":"ok","title":"Good","documented":"1\\n2","actual":"1\\n2","verdict":"identical","note":null,"marbles":[{"name":"of","diagram":"-12|"}]}]}

        """)
    }

    func testUnknownIdSuggestsTheNearOnesAndExitsTwo() {
        let (status, console) = run(["run", "sampel"])
        XCTAssertEqual(status, 2)
        XCTAssertTrue(console.standardError.contains("unknown lesson 'sampel'; did you mean sample?"), console.standardError)
    }

    func testAMismatchExitsOne() {
        let wrong = Lesson(id: "wrong", title: sample.title, source: "", summary: sample.summary, demos: [
            Demo(id: "w", title: sample.title, explanation: sample.summary, documented: "3") { play in play.print(4) },
        ])
        let (status, console) = run(["run", "wrong"], catalog: [wrong])
        XCTAssertEqual(status, 1)
        XCTAssertTrue(console.standardOutput.contains("MISMATCH"))
    }

    func testUsageErrorsExitTwo() {
        XCTAssertEqual(run(["run"]).0, 2)
        XCTAssertEqual(run(["run", "--lang", "fr", "sample"]).0, 2)
        XCTAssertEqual(run(["frobnicate"]).0, 2)
    }

    func testNeverEndingWorkIsStoppedAndSaid() {
        let endless = Lesson(id: "endless", title: sample.title, source: "", summary: sample.summary, demos: [
            Demo(id: "e", title: sample.title, explanation: sample.summary, documented: "") { play in
                _ = Observable<Int>.interval(.seconds(1), scheduler: play.scheduler).subscribe()
            },
        ])
        let (_, console) = run(["run", "endless"], catalog: [endless])
        XCTAssertTrue(console.standardOutput.contains("The clock was stopped at tick 100000"), console.standardOutput)
    }
}

final class ProseFormattingTests: XCTestCase {
    func testSecondsPrintTheWayPeopleWriteThem() {
        XCTAssertEqual(LessonReportFormatting.seconds(3 * 0.1), "0.3")
        XCTAssertEqual(LessonReportFormatting.seconds(2.0), "2")
        XCTAssertEqual(LessonReportFormatting.seconds(0.001), "0.001")
    }

    func testChineseWrapsBetweenCharactersButKeepsLatinWordsWhole() {
        let text = String(repeating: "虚拟时钟上的", count: 12) + " completed " + String(repeating: "事件", count: 20)
        let lines = LessonReportFormatting.wrap(text, indent: "")
        XCTAssertGreaterThan(lines.split(separator: "\n").count, 1)
        XCTAssertTrue(lines.split(separator: "\n").contains { $0.contains("completed") }, lines)
        for line in lines.split(separator: "\n") {
            XCTAssertLessThanOrEqual(Marbles.TerminalWidth.of(String(line)), 88)
        }
    }
}
