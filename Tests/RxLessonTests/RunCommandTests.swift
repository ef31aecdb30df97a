import CourseKit
import LessonCatalog
import LessonEngine
import LessonKit
import Marbles
import RxCore
import TextKit
import XCTest

final class RunCommandTests: XCTestCase {
    /// The line of the sample's `of`, which labels its traced row.
    static let ofLine = 18

    private let sample = Lesson(
        id: "sample",
        demos: [
            Demo(id: "ok", documented: "1\n2") { play in
                _ = play.probe("of", Observable.of(1, 2, scheduler: play.scheduler)).subscribe(onNext: { play.print($0) })
            },
        ]
    ).written(zh: "# 样例\n\n> test § Sample\n\n摘要\n\n## 好 {#ok}\n\n解释\n",
              en: "# Sample\n\n> test § Sample\n\nSummary\n\n## Good {#ok}\n\nExplains\n")

    /// A lesson whose every demo is titled by its id.
    private func lesson(_ id: String, _ demos: [Demo], notes: Set<String> = []) -> Lesson {
        func text(_ note: String) -> String {
            "# \(id)\n\nSummary\n" + demos.map { "\n## \($0.id) {#\($0.id)}\n\nExplains\n" + (notes.contains($0.id) ? "\n### why {.note}\n\n\(note)\n" : "") }.joined()
        }
        return Lesson(id: id, demos: demos).written(zh: text(note.zh), en: text(note.en))
    }

    private func run(_ arguments: [String], catalog: [Lesson]? = nil) -> (Int32, Console) {
        let console = Console.capturing()
        let status = runTool(arguments, catalog: catalog ?? [sample], console: console)
        return (status, console)
    }

    /// `--step` off a terminal prints every frame in turn; `--at` only the ticks named.
    func testStepPrintsAFramePerMomentWithWhatWasPrintedAtItsTick() {
        let (status, console) = run(["run", "sample", "--step"])
        XCTAssertEqual(status, 0, console.errors)
        let row = "of  RunCommandTests.swift:\(Self.ofLine)  "
        // Subscribed at 0, 1 and 2 printed at ticks 1 and 2, completed at 3: four moments, in order.
        let frames = console.output.components(separatedBy: "── tick ").dropFirst()
        XCTAssertEqual(frames.map { String($0.prefix { $0 != " " }) }, ["0", "1", "2", "3"], console.output)
        XCTAssertEqual(Array(frames), ["0 ──\n\(row)-->\n\n",
                                       "1 ──\nprinted at this tick:\n  1\n\(row)--1-->\n\n",
                                       "2 ──\nprinted at this tick:\n  2\n\(row)--1-2-->\n\n",
                                       "3 ──\n\(row)--1-2-|\n"])
        let (one, only) = run(["run", "sample", "--at", "2", "--lang", "zh"])
        XCTAssertEqual(one, 0, only.errors)
        XCTAssertTrue(only.output.hasSuffix("\n── 第 2 拍 ──\n这一拍打印：\n  2\n\(row)--1-2-->\n"), only.output)
        XCTAssertFalse(only.output.contains("第 1 拍") || only.output.contains("第 3 拍"), only.output)
        XCTAssertEqual(run(["run", "sample", "--at", "two"]).0, 2)
        XCTAssertEqual(run(["run", "sample", "--step", "--json"]).0, 2)
    }

    func testRunPrintsBothColumnsAndTheMarbles() {
        let (status, console) = run(["run", "sample"])
        XCTAssertEqual(status, 0)
        XCTAssertTrue(console.output.contains("1. Good  identical ✓"))
        XCTAssertTrue(console.output.contains("document | virtual clock"))
        // Document style: 1 and 2 are one tick apart, so the lesson draws 2 columns a tick.
        XCTAssertTrue(console.output.contains("of  RunCommandTests.swift:\(Self.ofLine)  --1-2-|"), console.output)
        XCTAssertTrue(console.output.contains("2 columns = 1 tick = 0.1 s; column 0 of every row is tick 0"), console.output)
        XCTAssertFalse(console.output.contains("Why it differs"))
    }

    func testRunJSONFollowsTheContract() {
        let (status, console) = run(["run", "--json", "sample"])
        XCTAssertEqual(status, 0)
        XCTAssertEqual(console.output, """
        {"lesson":"sample","title":"Sample","source":"test § Sample","demos":[{"id":"ok","title":"Good","documented":"1\\n2","actual":"1\\n2","verdict":"identical","note":null,"marbles":[{"name":"of  RunCommandTests.swift:\(Self.ofLine)","diagram":"--1-2-|","operator":"of","file":"RunCommandTests.swift","line":\(Self.ofLine),"depth":0,"chain":0,"names":["of"]}]}],"columns_per_tick":2,"milliseconds_per_tick":100}

        """)
    }

    private let note = Localized(zh: "文档的版本更旧。", en: "The document's version is older.")

    private var threeVerdicts: Lesson {
        lesson("verdicts", [
            Demo(id: "Differs", documented: "1\nold\n3") { play in play.print(1); play.print(3) },
            Demo(id: "New", documented: "") { play in play.print("ours") },
        ], notes: ["Differs", "New"])
    }

    func testDiffersShowsTheAlignedColumnsAndWhy() {
        let (status, console) = run(["run", "verdicts"], catalog: [threeVerdicts])
        XCTAssertEqual(status, 0)
        XCTAssertTrue(console.output.contains("1. Differs  differs, explained ≈"), console.output)
        // One missing line marks one row; 3 lines up again.
        XCTAssertTrue(console.output.contains("≠ old      |"), console.output)
        XCTAssertTrue(console.output.contains("  3        | 3"), console.output)
        XCTAssertTrue(console.output.contains("Why it differs: The document's version is older."), console.output)
    }

    func testNewShowsOurOutputWithNoComparison() {
        let (_, console) = run(["run", "verdicts"], catalog: [threeVerdicts])
        let new = console.output.components(separatedBy: "2. New").last ?? ""
        XCTAssertTrue(new.hasPrefix("  new +"), new)
        XCTAssertTrue(new.contains("The document printed nothing here; our run prints:\n     ours"), new)
        XCTAssertFalse(new.contains("document |"), new)
        XCTAssertFalse(new.contains("Why it differs"), new)
    }

    /// The marks after the titles are explained once, before the first demo: only those the
    /// lesson uses, in the reader's language.
    func testTheVerdictMarksAreExplainedBeforeTheDemos() {
        // Wide enough that the key is one line.
        let console = Console.capturing(width: 300), zh = Console.capturing(width: 300)
        runTool(["run", "verdicts"], catalog: [threeVerdicts], console: console)
        runTool(["run", "--lang", "zh", "verdicts"], catalog: [threeVerdicts], console: zh)
        let key = console.output.components(separatedBy: "1. Differs").first ?? ""
        XCTAssertTrue(key.contains("new + means it is this course's own example, with no output in the document to compare"), key)
        XCTAssertTrue(key.contains("differs, explained ≈ means it prints something other than the document shows"), key)
        XCTAssertFalse(key.contains("identical ✓"), key)
        XCTAssertEqual(console.output.components(separatedBy: "new + means").count, 2, console.output)
        XCTAssertTrue(zh.output.components(separatedBy: "1. Differs").first?.contains("新增 + 表示这是课程自己的示例，文档在这里没有输出") == true, zh.output)
        let html = HTMLReport.lessonSection(threeVerdicts, results: DemoRunner.run(lesson: threeVerdicts).results, language: .en)
        XCTAssertTrue(html.contains("new + means it is this course"), html)
    }

    func testVerdictsInJSONAndChinese() {
        let (_, json) = run(["run", "--json", "verdicts"], catalog: [threeVerdicts])
        XCTAssertTrue(json.output.contains(#""verdict":"differs","note":"The document's version is older.""#), json.output)
        XCTAssertTrue(json.output.contains(#""verdict":"new","note":null"#), json.output)
        let (_, zh) = run(["run", "--lang", "zh", "verdicts"], catalog: [threeVerdicts])
        XCTAssertTrue(zh.output.contains("不同（已说明）≈"), zh.output)
        XCTAssertTrue(zh.output.contains("新增 +"), zh.output)
        XCTAssertTrue(zh.output.contains("为什么不同：文档的版本更旧。"), zh.output)
    }

    func testHTMLBadgesAndNoComparisonForNew() {
        let results = DemoRunner.run(lesson: threeVerdicts).results
        let html = HTMLReport.lessonSection(threeVerdicts, results: results, language: .en)
        XCTAssertTrue(html.contains(#"<span class="badge differs">differs, explained ≈</span>"#), html)
        XCTAssertTrue(html.contains(#"<span class="badge new">new +</span>"#), html)
        XCTAssertEqual(html.components(separatedBy: "Why it differs").count, 2, "only the demo that differs says why")
        XCTAssertEqual(html.components(separatedBy: "class=\"outputs\"").count, 2, "only the demo that differs is compared")
        let zh = HTMLReport.lessonSection(threeVerdicts, results: results, language: .zh)
        XCTAssertTrue(zh.contains(#"<span class="badge new">新增 +</span>"#), zh)
    }

    func testVerdictRules() {
        XCTAssertEqual(Verdict.of(documented: "", actual: "x", hasNote: true), .new)
        XCTAssertEqual(Verdict.of(documented: "a \n", actual: "a", hasNote: false), .identical)
        XCTAssertEqual(Verdict.of(documented: "a", actual: "b", hasNote: true), .differs)
        XCTAssertEqual(Verdict.of(documented: "a", actual: "b", hasNote: false), .mismatch)
    }

    func testUnknownIdSuggestsTheNearOnesAndExitsTwo() {
        let (status, console) = run(["run", "sampel"])
        XCTAssertEqual(status, 2)
        XCTAssertTrue(console.errors.contains("no lesson 'sampel'; did you mean 'sample'?"), console.errors)
    }

    func testAMismatchExitsOne() {
        let wrong = lesson("wrong", [Demo(id: "w", documented: "3") { play in play.print(4) }])
        let (status, console) = run(["run", "wrong"], catalog: [wrong])
        XCTAssertEqual(status, 1)
        XCTAssertTrue(console.output.contains("MISMATCH ✗"))
        XCTAssertTrue(console.output.contains("no note says why"), console.output)
    }

    func testUsageErrorsExitTwo() {
        XCTAssertEqual(run(["run"]).0, 2)
        XCTAssertEqual(run(["run", "--lang", "fr", "sample"]).0, 2)
        XCTAssertEqual(run(["frobnicate"]).0, 2)
    }

    func testNeverEndingWorkIsStoppedAndSaid() {
        let endless = lesson("endless", [
            Demo(id: "e", documented: "") { play in
                _ = Observable<Int>.interval(.seconds(1), scheduler: play.scheduler).subscribe()
            },
        ])
        let (_, console) = run(["run", "endless"], catalog: [endless])
        XCTAssertTrue(console.output.contains("The clock was stopped at tick 100000"), console.output)
    }
}

final class ProseFormattingTests: XCTestCase {
    func testSecondsPrintTheWayPeopleWriteThem() {
        XCTAssertEqual(MarbleScale.seconds(3 * 0.1), "0.3")
        XCTAssertEqual(MarbleScale.seconds(2.0), "2")
        XCTAssertEqual(MarbleScale.seconds(0.001), "0.001")
    }
}

/// `run`: every operator of each demo drawn in the course's notation, probes naming rows.
final class RunTracedChainsTests: XCTestCase {
    func testEveryOperatorOfADemoIsDrawnInDocumentStyle() {
        let console = Console.capturing(width: 100)
        XCTAssertEqual(runTool(["run", "share"], catalog: lessonCatalog, console: console), 0)
        XCTAssertTrue(console.output.contains("first: create  MyInterval.swift:8   ----0---1---2---3---(4,!)"), console.output)
        // Rows too wide for the terminal beside their label are drawn under it, on the same axis.
        XCTAssertTrue(console.output.contains("no replay, late: share  LateSubscriber.swift:10\n       ----------------------------^---3-------(4,!)"), console.output)
    }
}
