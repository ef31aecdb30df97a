import Foundation
import XCTest

/// `rxlesson playground`: the shipped scratch file runs and draws its chain; a broken file
/// names its line and exits 1.
final class PlaygroundTests: XCTestCase {
    /// `rxlesson playground FILE` on `text` written as FILE in a folder of its own, and the folder.
    private func playground(_ text: String, as file: String) throws -> (run: (status: Int32, stdout: String, stderr: String), folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-playground-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try Data(text.utf8).write(to: folder.appendingPathComponent(file))
        return (try ScratchCourse.rxlesson(["playground", file], in: folder), folder)
    }

    func testTheShippedExampleRunsAndDrawsEveryOperator() throws {
        let run = try ScratchCourse.rxlesson(["playground"], in: ScratchCourse.repository)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        // What it printed, first.
        XCTAssertEqual(Array(lines.prefix(3)), ["Output:", "tick 18: RX", "tick 33: RXSWIFT"])
        // Then one row per operator in dataflow order, labelled with the line applying it.
        let labels = lines.compactMap { line -> String? in
            guard let range = line.range(of: "Main.swift:") else { return nil }
            let number = line[range.upperBound...].prefix { $0.isNumber }
            return line[..<range.lowerBound].trimmingCharacters(in: .whitespaces) + ":" + number
        }
        XCTAssertEqual(labels, ["hot:23", "map:34", "filter:35", "flatMapLatest:36", "↳ cold:30", "↳ cold:30", "↳ cold:30"], run.stdout)
        XCTAssertTrue(run.stdout.contains("flatMapLatest  Main.swift:36  ------------------RX-------------RXSWIFT-----|"), run.stdout)
        XCTAssertTrue(run.stdout.contains("  ↳ cold  Main.swift:30       --------------------^----!"), run.stdout)
    }

    /// An event the runtime drops for breaking the grammar is said, in the reader's language,
    /// and listed in the JSON: RxSwift drops it without a word, a learner is told.
    func testAnEventDroppedForBreakingTheGrammarIsSaid() throws {
        let text = """
        import RxCore
        import RxTestCore

        func playground(_ scheduler: TestScheduler) {
            let late = Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onCompleted()
                observer.onNext(2)
                return Disposables.create()
            }
            _ = late.subscribe(onNext: { print($0) })
        }
        """
        let (run, folder) = try playground(text, as: "Late.swift")
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("note: Observable<Int>.create sent next(2) after it had already terminated"), run.stdout)
        let zh = try ScratchCourse.rxlesson(["--lang", "zh", "playground", "Late.swift"], in: folder)
        XCTAssertTrue(zh.stdout.contains("注意：Observable<Int>.create 已经结束，却又发出了 next(2)"), zh.stdout)
        let json = try ScratchCourse.rxlesson(["playground", "Late.swift", "--json"], in: folder)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let dropped = try XCTUnwrap(object["droppedEvents"] as? [[String: String]])
        XCTAssertEqual(dropped.map { [$0["source"], $0["event"], $0["kind"]] }, [["Observable<Int>.create", "next(2)", "after-terminal"]])
        // A run that breaks nothing has no such key.
        let quiet = try playground(text.replacingOccurrences(of: "observer.onNext(2)\n", with: ""), as: "Quiet.swift")
        XCTAssertFalse(quiet.run.stdout.contains("note:"), quiet.run.stdout)
    }

    /// `--at` off a terminal: the frames at those ticks, each with what was printed at it.
    func testStepFramesAreTheRecordedRunAtTheTicksAsked() throws {
        let run = try ScratchCourse.rxlesson(["playground", "--at", "10,18"], in: ScratchCourse.repository)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        let frames = Array(run.stdout.components(separatedBy: "── tick ").dropFirst())
        XCTAssertEqual(frames.count, 2, run.stdout)
        XCTAssertTrue(frames[0].hasPrefix("10 ──\nhot  Main.swift:23"), frames[0])
        XCTAssertTrue(frames[0].contains("flatMapLatest  Main.swift:36  -------------->"), frames[0])
        XCTAssertFalse(frames[0].contains("RX"), "nothing of tick 18 yet: " + frames[0])
        XCTAssertTrue(frames[1].hasPrefix("18 ──\nprinted at this tick:\n  tick 18: RX\n"), frames[1])
        XCTAssertTrue(frames[1].contains("  ↳ cold  Main.swift:30       ----------^-------RX-->"), frames[1])
        XCTAssertFalse(frames[1].contains("RXSWIFT"), frames[1])
    }

    func testJSONHasTheContractsShape() throws {
        let run = try ScratchCourse.rxlesson(["playground", "--json", "Playground/Main.swift"], in: ScratchCourse.repository)
        XCTAssertEqual(run.status, 0, run.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["output"] as? String, "tick 18: RX\ntick 33: RXSWIFT")
        let chains = try XCTUnwrap(object["chains"] as? [[String: Any]])
        XCTAssertEqual(chains.count, 1)
        let rows = try XCTUnwrap(chains[0]["rows"] as? [[String: Any]])
        XCTAssertEqual(rows.map { $0["operator"] as? String }, ["hot", "map", "filter", "flatMapLatest", "cold", "cold", "cold"])
        XCTAssertEqual(rows[2]["file"] as? String, "Main.swift")
        XCTAssertEqual(rows[2]["line"] as? Int, 35)
        XCTAssertEqual(rows[2]["diagram"] as? String, "----------rx--------rxs--rxswift-------------|")
        XCTAssertEqual(rows[4]["subscriptions"] as? [[Int]], [[10, 20]])
        XCTAssertEqual(chains[0]["milliseconds_per_tick"] as? Int, 100)
    }

    func testTheLearnersClockTicksAtTheCoursesTick() throws {
        let (run, _) = try playground("""
            import RxCore
            import RxTestCore

            func playground(_ scheduler: TestScheduler) {
                _ = Observable<Int>.interval(.milliseconds(300), scheduler: scheduler).take(2).subscribe()
            }

            """, as: "Main.swift")
        XCTAssertEqual(run.status, 0, run.stderr)
        // 0.3 s is 3 ticks, as in every lesson and exercise: values at ticks 3 and 6, drawn a
        // column every 3 ticks.
        XCTAssertTrue(run.stdout.contains("Chains (one column = 3 ticks = 0.3 s, column 0 = tick 0):"), run.stdout)
        XCTAssertTrue(run.stdout.contains("-0(1,|)"), run.stdout)
    }

    func testATypeErrorNamesItsLineAndExits1() throws {
        let (run, folder) = try playground("""
            import RxCore
            import RxTestCore

            func playground(_ scheduler: TestScheduler) {
                let count: Int = "three"
                print(count)
            }

            """, as: "Broken.swift")
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stderr.contains("Broken.swift:5:"), run.stderr)
        XCTAssertTrue(run.stderr.contains("error:"), run.stderr)
        XCTAssertFalse(run.stderr.contains(folder.path), "the message names the file as the learner wrote it: \(run.stderr)")
    }

    func testACompileErrorShowsTheLineWithACaretUnderTheColumn() throws {
        // A tab and Chinese text before the column: the caret still lands under `missing`.
        let (run, _) = try playground("import RxCore\nimport RxTestCore\n\nfunc playground(_ scheduler: TestScheduler) {\n\tlet s = \"中文\"; print(s, missing)\n}\n",
                                      as: "Broken.swift")
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("Broken.swift:5:") && $0.contains("missing") }, run.stderr)
        XCTAssertEqual(lines[index + 1], "  5 |     let s = \"中文\"; print(s, missing)")
        // 4 columns for the tab, 2 for each Chinese character.
        XCTAssertEqual(lines[index + 2], "    | " + String(repeating: " ", count: 4 + 9 + 4 + 12) + "^", run.stderr)
    }

    func testACrashShowsTheRuntimesReasonAndTheLearnersLineAndNoBacktrace() throws {
        let (run, folder) = try playground("""
            import RxCore
            import RxTestCore

            func playground(_ scheduler: TestScheduler) {
                let numbers = [1, 2, 3]
                print("before the crash")
                let index = numbers.count + 2
                print(numbers[index])
            }

            """, as: "Crash.swift")
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        // What it printed before it crashed is kept.
        XCTAssertTrue(run.stdout.contains("before the crash"), run.stdout)
        // (The note wraps at 80 columns: read it as one line.)
        XCTAssertTrue(run.stdout.replacingOccurrences(of: "\n  ", with: " ").contains("Fatal error: Index out of range"), run.stdout)
        XCTAssertTrue(run.stdout.contains("where it crashed: Crash.swift:8\n  8 |     print(numbers[index])"), run.stdout)
        // Not the backtrace: no frames, registers or image addresses.
        for noise in ["0x", "Backtrace", "Thread 0", "at /", "Registers", "Images"] {
            XCTAssertFalse(run.stdout.contains(noise) || run.stderr.contains(noise), "\(noise) in:\n\(run.stdout)\n\(run.stderr)")
        }
        // The page says the same.
        let page = try ScratchCourse.rxlesson(["playground", "Crash.swift", "--html", "page.html", "--lang", "zh"], in: folder)
        XCTAssertEqual(page.status, 1)
        let html = try String(contentsOf: folder.appendingPathComponent("page.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("Fatal error: Index out of range"), html)
        XCTAssertTrue(page.stdout.contains("Swift 运行时的报告："), page.stdout)
        XCTAssertTrue(html.contains("Crash.swift:8\n  8 |     print(numbers[index])"), html)
        XCTAssertFalse(html.contains("0x"), html)
        XCTAssertTrue(page.stdout.contains("崩溃的位置：Crash.swift:8"), page.stdout)
    }

    func testAFileThatIsNotThereIsAUsageError() throws {
        let run = try ScratchCourse.rxlesson(["playground", "/nonexistent/Main.swift"], in: ScratchCourse.repository)
        XCTAssertEqual(run.status, 2, run.stdout + run.stderr)
        XCTAssertTrue(run.stderr.contains("there is no file /nonexistent/Main.swift"), run.stderr)
    }

    func testAFileWithoutTheFunctionSaysWhatIsExpected() throws {
        let (run, _) = try playground("import RxCore\n\nfunc play() {}\n", as: "Main.swift")
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("func playground(_ scheduler: TestScheduler)"), run.stderr)
    }
}

/// `playground --html FILE`: the page holds what the run printed and one SVG per chain, or
/// the compiler's error; without --watch it is a plain page (no data file, no loading script:
/// only the clock's slider, inline).
final class PlaygroundPageTests: XCTestCase {
    func testThePageHoldsTheOutputAndTheChainAndNoScriptWithoutWatch() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-page-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("chains.html")
        let run = try ScratchCourse.rxlesson(["playground", "--html", page.path], in: ScratchCourse.repository)
        XCTAssertEqual(run.status, 0, run.stderr)
        let html = try String(contentsOf: page, encoding: .utf8)
        // Each printed line stamped with the tick it was printed at, read from the run itself.
        XCTAssertTrue(html.contains("<span data-t=\"18\">tick 18: RX\n</span><span data-t=\"33\">tick 33: RXSWIFT\n</span>"), html)
        XCTAssertEqual(html.components(separatedBy: "<svg").count - 1, 1, "one figure for the one chain")
        XCTAssertTrue(html.contains("flatMapLatest Main.swift:36") || html.contains("flatMapLatest  Main.swift:36"), html)
        XCTAssertFalse(html.contains("rxlessonLive") || html.contains("src="), "a page that is not live loads nothing")
        XCTAssertEqual(html.components(separatedBy: "<script").count - 1, 1, "the clock's slider, inline")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("chains.live.js").path))
    }

    func testACompileErrorIsOnThePage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-page-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("import RxCore\nimport RxTestCore\n\nfunc playground(_ scheduler: TestScheduler) {\n    let n: Int = \"x\"\n}\n".utf8)
            .write(to: folder.appendingPathComponent("Broken.swift"))
        let run = try ScratchCourse.rxlesson(["playground", "Broken.swift", "--html", "page.html", "--lang", "zh"], in: folder)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        let html = try String(contentsOf: folder.appendingPathComponent("page.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("编译没有通过"), html)
        XCTAssertTrue(html.contains("Broken.swift:5:"), html)
        // The line, and a caret under the column, as in the terminal.
        XCTAssertTrue(html.contains("  5 |     let n: Int = &quot;x&quot;\n    |                  ^"), html)
    }
}

/// A failing exercise shows the learner's chain traced, one row per operator.
final class TracedFailureTests: XCTestCase {
    func testAFailingChainIsDrawnRowByRowWithTheLearnersLines() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise("operators-my-filter")
        try scratch.write("""
        import RxCore

        func myFilter<Element>(_ source: Observable<Element>, _ predicate: @escaping (Element) -> Bool) -> Observable<Element> {
            source
                .map { $0 }
                .filter { !predicate($0) }
        }

        """, to: exercise)
        let result = try ScratchCourse.grader().grade([exercise], from: .workingCopy(root: scratch.root))[0]
        XCTAssertEqual(result.status, .fail, result.message(.en))
        let trace = try XCTUnwrap(result.trace(.en), "no trace")
        let labels = trace.split(separator: "\n").map { String($0.prefix { $0 != "-" }).trimmingCharacters(in: .whitespaces) }
        XCTAssertTrue(labels.contains("map  MyFilter.swift:5"), trace)
        XCTAssertTrue(labels.contains("result: filter  MyFilter.swift:6"), trace)
        XCTAssertTrue(trace.contains("result: filter  MyFilter.swift:6  ----1-|"), trace)
        // A passing exercise carries no trace.
        try scratch.write(try scratch.solution(of: exercise), to: exercise)
        let passed = try ScratchCourse.grader().grade([exercise], from: .workingCopy(root: scratch.root))[0]
        XCTAssertEqual(passed.status, .pass, passed.message(.en))
        XCTAssertNil(passed.trace(.en))
    }

    func testLinesPrintedWithSwiftsPrintAreExplainedAndShownForTheirScenarioOnly() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise("marbles-print")
        // The natural first try: Swift's print, not play.print.
        try scratch.write("""
        import LessonKit
        import RxCore

        func printTheEvents(of sequence: Observable<String>, play: Playground) {
            _ = sequence.subscribe { event in print("t=\\(play.now) \\(event)") }
        }

        """, to: exercise)
        let result = try ScratchCourse.grader().grade([exercise], from: .workingCopy(root: scratch.root))[0]
        XCTAssertEqual(result.status, .fail, result.message(.en))
        XCTAssertTrue(result.message(.en).contains("Your code printed those lines with Swift's print; the grader compares what play.print records"), result.message(.en))
        // Only the shown scenario's lines (-a--(b,c)-hi-X), not the hidden variants' after them.
        XCTAssertEqual(result.output(.en), "t=1 next(a)\nt=4 next(b)\nt=4 next(c)\nt=10 next(hi)\nt=13 error(diagram error)")
        XCTAssertEqual(result.printedLines(console: .capturing(), language: .en).first?.trimmingCharacters(in: .whitespaces),
                       "your code printed (the shown scenario):")
    }

    func testTheFirstOperatorThatDiffersFromTheReferenceSolutionIsNamed() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise("life-happens-guest-count")
        // The solution's shape (scan, then startWith), counting by two.
        try scratch.write("""
        import RxCore

        func guestCount(_ beings: Observable<String>) -> Observable<Int> {
            beings
                .scan(0) { count, _ in count + 2 }
                .startWith(0)
        }

        """, to: exercise)
        var grader = try ScratchCourse.grader()
        grader.grader.referenceRoot = ScratchCourse.repository
        let result = grader.grade([exercise], from: .workingCopy(root: scratch.root))[0]
        XCTAssertEqual(result.status, .fail, result.message(.en))
        let trace = try XCTUnwrap(result.trace(.en))
        // The operator's sentence is the failure's own message here, so it is not said twice.
        XCTAssertTrue(trace.hasSuffix("The first operator whose output differs from the reference solution's: scan  GuestCount.swift:5"), trace)
        XCTAssertEqual(result.divergence?.sentences.en, result.message(.en))
    }

    /// The shipped search stub lets a 404 end everything: its control event is disposed early
    /// and misses the later taps, but that is flatMapLatest's doing, and flatMapLatest is named.
    func testAnOperatorDisposedEarlyByItsConsumerIsNotBlamed() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise("rxcocoa-search-driver")
        try scratch.write(String(contentsOf: ScratchCourse.repository.appendingPathComponent(exercise.stubFile), encoding: .utf8), to: exercise)
        var grader = try ScratchCourse.grader()
        grader.grader.referenceRoot = ScratchCourse.repository
        let result = grader.grade([exercise], from: .workingCopy(root: scratch.root))[0]
        XCTAssertEqual(result.status, .fail, result.message(.en))
        XCTAssertEqual(result.divergence?.operatorName, "flatMapLatest", result.trace(.en) ?? "")
        XCTAssertTrue(result.trace(.en)?.contains("controlEvent  Search.swift:") ?? false, "the source is a row: \(result.trace(.en) ?? "")")
    }
}

/// `check` shows a compile error at the learner's line, with a caret under the column.
final class CompileErrorExcerptTests: XCTestCase {
    func testCheckShowsTheLineAndTheCaret() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise("marbles-draw")
        let solution = try scratch.solution(of: exercise)
        // One misspelt call on the line that returns.
        let lines = solution.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let number = try XCTUnwrap(lines.lastIndex { $0.contains("return") })
        var broken = lines
        broken[number] = "    return undefinedThing"
        try scratch.write(broken.joined(separator: "\n"), to: exercise)
        let run = try ScratchCourse.rxlesson(["check", exercise.id], in: scratch.root, environment: ["COLUMNS": "100"])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("does not compile: cannot find 'undefinedThing' in scope"), run.stdout)
        let width = String(number + 1).count
        XCTAssertTrue(run.stdout.contains("        \(number + 1) |     return undefinedThing\n"
                                          + "        \(String(repeating: " ", count: width)) |            ^"), run.stdout)
        // Run from a folder inside the course: paths as that shell names them.
        let inside = try ScratchCourse.rxlesson(["check", exercise.id, "--lang", "zh"], in: scratch.root.appendingPathComponent("Lessons"),
                                                environment: ["COLUMNS": "100"])
        XCTAssertTrue(inside.stdout.contains("编译错误"), inside.stdout)
        XCTAssertTrue(inside.stdout.contains("      ../" + exercise.file + ":\(number + 1)\n"), inside.stdout)
    }
}
