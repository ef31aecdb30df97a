import LessonEngine
import LessonKit
import Marbles
import RxCore
import TextKit
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
        let console = Console.capturing()
        let status = runTool(arguments, catalog: catalog ?? [sample], console: console)
        return (status, console)
    }

    func testRunPrintsBothColumnsAndTheMarbles() {
        let (status, console) = run(["run", "sample"])
        XCTAssertEqual(status, 0)
        XCTAssertTrue(console.output.contains("1. Good  identical ✓"))
        XCTAssertTrue(console.output.contains("document | virtual clock"))
        XCTAssertTrue(console.output.contains("of  -12|"), console.output)
    }

    func testRunJSONFollowsTheContract() {
        let (status, console) = run(["run", "--json", "sample"])
        XCTAssertEqual(status, 0)
        XCTAssertEqual(console.output, """
        {"lesson":"sample","title":"Sample","source":"test § Sample","demos":[{"id":"ok","title":"Good","documented":"1\\n2","actual":"1\\n2","verdict":"identical","note":null,"marbles":[{"name":"of","diagram":"-12|"}]}]}

        """)
    }

    func testUnknownIdSuggestsTheNearOnesAndExitsTwo() {
        let (status, console) = run(["run", "sampel"])
        XCTAssertEqual(status, 2)
        XCTAssertTrue(console.errors.contains("no lesson 'sampel'; did you mean sample?"), console.errors)
    }

    func testAMismatchExitsOne() {
        let wrong = Lesson(id: "wrong", title: sample.title, source: "", summary: sample.summary, demos: [
            Demo(id: "w", title: sample.title, explanation: sample.summary, documented: "3") { play in play.print(4) },
        ])
        let (status, console) = run(["run", "wrong"], catalog: [wrong])
        XCTAssertEqual(status, 1)
        XCTAssertTrue(console.output.contains("MISMATCH"))
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
        XCTAssertTrue(console.output.contains("The clock was stopped at tick 100000"), console.output)
    }
}

final class ProseFormattingTests: XCTestCase {
    func testSecondsPrintTheWayPeopleWriteThem() {
        XCTAssertEqual(LessonReport.format(3 * 0.1), "0.3")
        XCTAssertEqual(LessonReport.format(2.0), "2")
        XCTAssertEqual(LessonReport.format(0.001), "0.001")
    }
}
