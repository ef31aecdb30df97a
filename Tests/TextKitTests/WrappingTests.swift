import XCTest
import TextKit

final class WrappingTests: XCTestCase {
    static let chinese = """
    Observable（可观察序列）是 RxSwift 的核心：它按时间顺序发出事件，next(0)、next(1)……最后以 completed 或 error 结束。\
    订阅（subscribe）之后，你会收到每一个元素；如果忘记调用 dispose()，资源就不会被释放——这正是本课要讲的内容！\
    为什么 share() 很重要？因为每个订阅者默认都会让「冷」序列重新执行一遍，例如再发一次 HTTP 请求。\
    用 flatMapLatest 可以只保留最新的请求，旧的会被取消。试着把 interval(.seconds(1)) 换成 timer，看看输出有什么不同。\
    《RxSwift 入门》一书里说：「一切皆序列」。在 https://github.com/ReactiveX/RxSwift 可以找到源码，3,000 多个测试都在 Tests 目录里。\
    注意：调度器（Scheduler）决定工作在哪个线程上执行，MainScheduler.instance 总是在主线程。
    """

    static let english = "An Observable emits next events, then completed or error. Subscribing starts the work; "
        + "disposing stops it. share(replay: 1) lets every subscriber see the same events instead of starting "
        + "the producer again, which matters when the producer is an HTTP request or a timer."

    func testChineseAtSeveralWidths() {
        for width in [60, 80, 100, 30, 17] {
            for (indent, hanging) in [("", ""), ("   ", "   "), ("• ", "  ")] {
                let lines = Wrapping.wrap(Self.chinese, width: width, indent: indent, hangingIndent: hanging)
                XCTAssertGreaterThan(lines.count, 1)
                check(lines, width: width, original: Self.chinese, indent: indent, hanging: hanging)
            }
        }
    }

    func testEnglish() {
        let lines = Wrapping.wrap(Self.english, width: 40)
        XCTAssertEqual(lines, [
            "An Observable emits next events, then",
            "completed or error. Subscribing starts",
            "the work; disposing stops it.",
            "share(replay: 1) lets every subscriber",
            "see the same events instead of starting",
            "the producer again, which matters when",
            "the producer is an HTTP request or a",
            "timer.",
        ])
        XCTAssertEqual(lines.joined(separator: " "), Self.english, "English joins back with spaces")
        for width in [60, 80, 100] { check(Wrapping.wrap(Self.english, width: width), width: width, original: Self.english) }
    }

    func testPureChineseRoundTripsExactly() {
        let text = "每个订阅者默认都会让冷序列重新执行一遍，例如再发一次请求。用最新的请求，旧的会被取消！这是「一切皆序列」的意思。"
        for width in 4...40 {
            let lines = Wrapping.wrap(text, width: width)
            XCTAssertEqual(lines.joined(), text, "width \(width)")
            check(lines, width: width, original: text)
        }
    }

    func testKinsoku() {
        // Width 10 would put 。 at the start of line 2 and （ at the end of line 1; the rules move them.
        XCTAssertEqual(Wrapping.wrap("一二三四五。六七", width: 10), ["一二三四", "五。六七"])
        XCTAssertEqual(Wrapping.wrap("一二三四（五六）", width: 10), ["一二三四", "（五六）"])
        XCTAssertEqual(Wrapping.wrap("一二三四五,六七", width: 10), ["一二三四", "五,六七"], "ASCII comma after CJK")
        XCTAssertEqual(Wrapping.wrap("一二三四……五六", width: 9), ["一二三", "四……五六"], "… is one column")
    }

    func testMixedBreaksBetweenCJKAndLatinButNotInsideWords() {
        XCTAssertEqual(Wrapping.wrap("调用subscribe方法", width: 10), ["调用", "subscribe", "方法"])
        XCTAssertEqual(Wrapping.wrap("Rx 的 map 操作符", width: 8), ["Rx 的", "map 操", "作符"], "no one-character last line")
    }

    func testANumberStaysWithItsUnitAndNoWidow() {
        // At 14 columns greedy filling would end line 1 with 第 and line 2 with 20.
        XCTAssertEqual(Wrapping.wrap("事件落在第一拍和第 20 拍", width: 10), ["事件落在第", "一拍和", "第 20 拍"])
        XCTAssertEqual(Wrapping.wrap("dispose 在 0.3 秒", width: 14), ["dispose 在", "0.3 秒"])
        XCTAssertEqual(Wrapping.wrap("比例是每 2 列 1 拍", width: 8), ["比例是", "每 2 列", "1 拍"], "greedy would end line 1 with 每")
        XCTAssertEqual(Wrapping.wrap("一共等了20拍", width: 11), ["一共等了", "20拍"])
        XCTAssertEqual(Wrapping.wrap("每个订阅者都收到了。", width: 16), ["每个订阅者都收", "到了。"], "了。 alone would be a widow")
        XCTAssertEqual(Wrapping.wrap("订阅者 3 subscribers", width: 12), ["订阅者 3", "subscribers"], "s starting a word is no unit")
    }

    /// A command, a code span, an expression in brackets and the operands of `=` stay on one
    /// line whenever they fit on one, at every width; prose around them still wraps.
    func testCodeStaysOnOneLine() {
        let cases: [(text: String, code: String)] = [
            ("想看结果，就运行 rxlesson check marbles-endings 看看是否通过了", "rxlesson check marbles-endings"),
            ("第 i 个值（从 0 数起）在第 start + period × i 拍发出", "start + period × i"),
            ("在闭包里用 `observer.onNext(n - step); return Disposables.create()` 发送", "`observer.onNext(n - step); return Disposables.create()`"),
            ("写成 Observable.create { observer in observer.onNext(1) } 就行了", "{ observer in observer.onNext(1) }"),
            ("弹珠图的比例是每列 1 拍，一拍 = 0.1 秒，整门课都一样", "一拍 = 0.1 秒"),
        ]
        for (text, code) in cases {
            for width in 10...60 {
                let lines = Wrapping.wrap(text, width: width, indent: "  ")
                check(lines, width: width, original: text, indent: "  ", hanging: "  ")
                if DisplayWidth.width(of: code) + 4 <= width - 2 {  // with room for the punctuation after it
                    XCTAssertTrue(lines.contains { $0.contains(code) }, "\(code) at \(width): \(lines)")
                }
                for line in lines where width >= 20 { XCTAssertFalse(line.hasSuffix(" =") || line.hasSuffix(" ×") || line.hasSuffix(" +"), "\(width): \(lines)") }
            }
        }
        // Wider than the line: it breaks at its spaces, never past the width.
        let long = "用 `scheduler.scheduleRelative((), dueTime: .milliseconds(100 * period)) { _ in observer.onNext(1) }` 安排"
        let lines = Wrapping.wrap(long, width: 30)
        XCTAssertTrue(lines.allSatisfy { DisplayWidth.width(of: $0) <= 30 }, "\(lines)")
        // English is unchanged where there is no code.
        XCTAssertEqual(Wrapping.wrap("the value a = b holds", width: 12), ["the value", "a = b holds"])
    }

    /// English prose fills its lines: an aside in parentheses is prose, not code, and a mark
    /// standing for itself after a clause (`, ! where`) may start a line.
    func testEnglishAsidesAndMarksWrapAsProse() {
        let aside = "has a at tick 1, then b and c together at tick 3 (a group: one tick, two events, in order), then hi"
        XCTAssertEqual(Wrapping.wrap(aside, width: 60), ["has a at tick 1, then b and c together at tick 3 (a group:",
                                                         "one tick, two events, in order), then hi"])
        // A call's arguments are code: they stay on one line.
        XCTAssertEqual(Wrapping.wrap("then call observer.onNext(a, b) once", width: 24), ["then call", "observer.onNext(a, b)", "once"])
        let marks = "one tick; | is completed, # an error, ! where the subscription was disposed"
        XCTAssertEqual(Wrapping.wrap(marks, width: 40), ["one tick; | is completed, # an error,", "! where the subscription was disposed"])
        // A symbol between operands still joins them.
        XCTAssertEqual(Wrapping.wrap("so the value a = b holds", width: 14), ["so the value", "a = b holds"])
    }

    /// Prose a console shows without its backticks is wrapped as shown: the backticks take no
    /// columns, and a code span still never breaks.
    func testVanishingBackticksTakeNoColumns() {
        let text = "call `share()` once and `take(2)` after it"
        XCTAssertEqual(Wrapping.wrap(text, width: 30, backticksVanish: true), ["call `share()` once and `take(2)`", "after it"])
        XCTAssertEqual(Wrapping.wrap(text, width: 30), ["call `share()` once and", "`take(2)` after it"])
        let console = Console.capturing(width: 30)
        let shown = console.prose(text, indent: "")
        XCTAssertEqual(shown, "call share() once and take(2)\nafter it")
        for width in 20...40 {
            let lines = Console.capturing(width: width).prose("a span `observer.onNext(1)` in a sentence of words", indent: "  ")
                .split(separator: "\n").map(String.init)
            XCTAssertTrue(lines.allSatisfy { DisplayWidth.width(of: $0) <= width }, "\(width): \(lines)")
            XCTAssertTrue(lines.contains { $0.contains("observer.onNext(1)") }, "\(width): \(lines)")
        }
    }

    /// A command too wide for a line is never cut (pasted, its first half would run): it stands
    /// whole on a line of its own, spelled bare or by its path, and the prose around it wraps.
    func testACommandTooWideForALineStandsWholeOnItsOwn() {
        let command = "swift run rxlesson --lang zh play combineLatest '-a--b---c-|' '--1---2---|'"
        let text = "两者都把 completed 传下去。试试 `\(command)` 和别的"
        for width in 30...70 {
            let lines = Wrapping.wrap(text, width: width, indent: "   ", backticksVanish: true)
            XCTAssertEqual(ChineseTypesetting.findings(inWrappedLines: lines.map { $0.replacingOccurrences(of: "`", with: "") }, width: width)
                .filter { $0.rule == .codeSplit }, [], "\(width): \(lines)")
            XCTAssertTrue(lines.contains { $0.contains(command) }, "\(width): \(lines)")
            XCTAssertEqual(lines.filter { DisplayWidth.width(of: $0.replacingOccurrences(of: "`", with: "")) > width }
                .allSatisfy { $0.trimmingCharacters(in: .whitespaces).hasPrefix("`swift") }, true, "only the command is wider: \(lines)")
        }
        let byPath = "To grade once and exit, run: `/home/someone/course/.build/x86_64-unknown-linux-gnu/debug/rxlesson check dispose-interval`"
        XCTAssertEqual(Wrapping.wrap(byPath, width: 80),
                       ["To grade once and exit, run:", "`/home/someone/course/.build/x86_64-unknown-linux-gnu/debug/rxlesson check dispose-interval`"])
        // Code that is no command still breaks at its spaces.
        let code = "用 `scheduler.scheduleRelative((), dueTime: .milliseconds(100 * period)) { _ in observer.onNext(1) }` 安排"
        XCTAssertTrue(Wrapping.wrap(code, width: 30).allSatisfy { DisplayWidth.width(of: $0) <= 30 })
    }

    func testTheCheckerFindsCodeCutInTwo() {
        XCTAssertEqual(ChineseTypesetting.findings(inWrappedLines: ["弹珠图的比例是一拍 =", "0.1 秒"], width: 21).map(\.rule), [.symbolEnd])
        XCTAssertEqual(ChineseTypesetting.findings(inWrappedLines: ["想看结果就运行 rxlesson", "check marbles-endings"], width: 24).map(\.rule), [.codeSplit])
        XCTAssertEqual(ChineseTypesetting.findings(inWrappedLines: ["在闭包里用 `observer.onNext(n", "- step)` 发送"], width: 30).map(\.rule), [.codeSplit, .codeSplit])
        XCTAssertEqual(ChineseTypesetting.findings(inWrappedLines: ["弹珠图的比例是一拍 = 0.1 秒"], width: 40), [])
        XCTAssertEqual(ChineseTypesetting.findings(inWrappedLines: ["      这一行没有折行，超过了终端的宽度。"], width: 30).map(\.rule), [.overflow])
        XCTAssertEqual(ChineseTypesetting.findings(inWrappedLines: ["      --a--b--c--d--e--f--g--h--i--j--|"], width: 30), [], "a drawn row may be wider")
    }

    func testHardBreakOfLongWord() {
        let url = "https://github.com/ReactiveX/RxSwift/blob/main/Documentation/GettingStarted.md"
        let lines = Wrapping.wrap("见 " + url, width: 20, indent: "  ")
        check(lines, width: 20, original: "见 " + url, indent: "  ", hanging: "  ")
        XCTAssertEqual(lines.map { $0.dropFirst(2) }.joined(), "见" + url)
    }

    func testIndentsParagraphsAndEdges() {
        XCTAssertEqual(Wrapping.wrap("one two three four", width: 9, indent: "- ", hangingIndent: "  "), ["- one two", "  three", "  four"])
        XCTAssertEqual(Wrapping.wrap("a\n\nb", width: 10, indent: "  "), ["  a", "", "  b"])
        XCTAssertEqual(Wrapping.wrap("", width: 10), [""])
        XCTAssertEqual(Wrapping.wrap("abc", width: 1), ["a", "b", "c"])
        XCTAssertEqual(Wrapping.wrap("第一", width: 1), ["第", "一"], "a wide character on a too-narrow line still gets a line")
        XCTAssertEqual(Wrapping.wrap("  indented code", width: 40), ["  indented code"])
        XCTAssertEqual(Wrapping.wrap("word  ", width: 40), ["word"])
        XCTAssertEqual(Wrapping.wrapped("aa bb", width: 2), "aa\nbb")
    }

    // MARK: helpers

    private func check(_ lines: [String], width: Int, original: String, indent: String = "", hanging: String = "",
                       file: StaticString = #filePath, line: UInt = #line) {
        for (number, text) in lines.enumerated() {
            // Only a command too wide for any line may be wider, alone on its line.
            let aloneCommand = text.split(separator: " ").first.map { Wrapping.isCommandStart($0) } == true
                && DisplayWidth.width(of: text.trimmingCharacters(in: .whitespaces)) > width - max(indent.count, hanging.count)
            if !aloneCommand {
                XCTAssertLessThanOrEqual(DisplayWidth.width(of: text), width, "line \(number) too wide: \(text)", file: file, line: line)
            }
            let body = text.dropFirst(number == 0 ? indent.count : hanging.count)
            XCTAssertTrue(text.hasPrefix(number == 0 ? indent : hanging), file: file, line: line)
            if let first = body.first {
                XCTAssertFalse(CJK.isClosingPunctuation(first), "line \(number) starts with \(first): \(text)", file: file, line: line)
                XCTAssertNotEqual(first, " ", file: file, line: line)
            }
            if let last = body.last {
                XCTAssertFalse(CJK.isOpeningPunctuation(last), "line \(number) ends with \(last): \(text)", file: file, line: line)
                XCTAssertNotEqual(last, " ", file: file, line: line)
            }
        }
        // Joined without the indents, the text comes back; only spaces at breaks are gone.
        let bodies = lines.enumerated().map { String($0.element.dropFirst($0.offset == 0 ? indent.count : hanging.count)) }
        XCTAssertEqual(bodies.joined().filter { $0 != " " }, original.filter { $0 != " " }, file: file, line: line)
        if !original.contains(" ") { XCTAssertEqual(bodies.joined(), original, file: file, line: line) }
    }
}
