import XCTest
@testable import Marbles
import TextKit

/// `rxlesson marble`: whole command lines, exact output, exit codes.
final class MarbleCommandTests: XCTestCase {
    private func run(_ arguments: String...) -> MarbleReading.Output {
        let console = Console.capturing()
        let status = runTool(["marble"] + arguments, console: console)
        return MarbleReading.Output(stdout: console.output, stderr: console.errors, exitCode: status)
    }

    func testPrintsTheDiagramNormalised() {
        XCTAssertEqual(run("--1--2--3--4--5--6--| // terminates normally"),
                       MarbleReading.Output(stdout: "--1--2--3--4--5--6--|\n"))
        XCTAssertEqual(run("--a--b--a--a--a---d---X").stdout, "--a--b--a--a--a---d---X\n")
        XCTAssertEqual(run("---tap-tap-------tap--->").stdout, "---tap-tap-------tap--->\n")
        XCTAssertEqual(run(" - -1- - | ").stdout, "--1--|\n")
        XCTAssertEqual(run("--(a,b)--|").stdout, "--(ab)---|\n", "events stay in place: the | does not move")
        XCTAssertEqual(run("-a 500ms b|").stdout, "-a-----b|\n", "a tick is the course's 0.1 s")
        XCTAssertEqual(run("--rxjs", "-a 5ms b|").stdout, "-a-----b|\n", "with --rxjs a frame is RxJS's 1 ms")
        XCTAssertEqual(run("--frame", "10", "--1--2--|").stdout, "--1--2--|\n")
    }

    func testADiagramLongerThanAnArgumentIsReadFromAFile() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-diagram-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        // 200,001 characters: past the 128 KiB one argument may hold on Linux.
        let long = String(repeating: "-1", count: 100_000) + "|"
        try Data((long + "\r\n").utf8).write(to: file)
        XCTAssertEqual(run("--file", file.path), MarbleReading.Output(stdout: long + "\n"), "the last line break is not part of the diagram")
        XCTAssertEqual(run("--json", "--file", file.path).exitCode, 0)
        let both = run("--file", file.path, "-1|")
        XCTAssertEqual(both.exitCode, 2)
        XCTAssertTrue(both.stderr.contains("one diagram only"), both.stderr)
        XCTAssertTrue(run().stderr.contains("no diagram"))
        let missing = run("--file", file.path + ".missing")
        XCTAssertEqual(missing.exitCode, 2)
        XCTAssertTrue(missing.stderr.contains("cannot read"), missing.stderr)
        XCTAssertEqual(run("--file", FileManager.default.temporaryDirectory.path).exitCode, 2, "a folder is no diagram")
    }

    func testValuesSideBySideStayInDocumentStyle() {
        XCTAssertEqual(run("a b|"), MarbleReading.Output(stdout: "a b|\n"), "two values side by side stay apart with a space")
        XCTAssertEqual(run("-a X").stdout, "-a X\n")
        XCTAssertEqual(run("--frame", "99999999999999999999", "a").exitCode, 2, "a frame beyond Int64 is a usage error")
    }

    func testHugeFramesAndTimesAreReadOrRefusedNeverACrash() {
        XCTAssertEqual(run("--frame", "9223372036854775807", "--", "a"), MarbleReading.Output(stdout: "a\n"))
        XCTAssertEqual(run("--rxjs", "--frame", "4611686018427387904", "--", "-"), MarbleReading.Output(stdout: "-\n"))
        XCTAssertEqual(run("--frame", "4611686018427387904", "--", "a-b"), MarbleReading.Output(stderr: """
            error: the diagram is too long: its time passes the clock's last tick, 9223372036854775807 (4611686018427387904 ticks a frame) at column 2
            a-b
             ^
            --frame 4611686018427387904 makes every column 4611686018427387904 ticks; try a smaller --frame

            """, exitCode: 2))
        XCTAssertEqual(run("-a 5000000000000ms b|").stdout, "-a 5000000000000ms b|\n")
    }

    func testJSONIsExactlyTheContractsFormat() {
        XCTAssertEqual(run("--json", "--1--2--|"), MarbleReading.Output(stdout:
            #"{"events":[{"time":2,"kind":"next","value":"1"},{"time":5,"kind":"next","value":"2"},{"time":8,"kind":"completed"}],"subscription":null,"unsubscription":null}"# + "\n"))
        XCTAssertEqual(run("--json", "--a-^-b--!--#").stdout,
            #"{"events":[{"time":-2,"kind":"next","value":"a"},{"time":2,"kind":"next","value":"b"},{"time":8,"kind":"error"}],"subscription":0,"unsubscription":5}"# + "\n")
        XCTAssertEqual(run("--frame", "10", "--json", "--rxjs", "-(ab)-X|").stdout,
            #"{"events":[{"time":10,"kind":"next","value":"a"},{"time":10,"kind":"next","value":"b"},{"time":60,"kind":"next","value":"X"},{"time":70,"kind":"completed"}],"subscription":null,"unsubscription":null}"# + "\n")
    }

    func testDoubleDashEndsOptions() {
        XCTAssertEqual(run("--json", "--", "--1--|").stdout,
            #"{"events":[{"time":2,"kind":"next","value":"1"},{"time":5,"kind":"completed"}],"subscription":null,"unsubscription":null}"# + "\n")
        XCTAssertEqual(run("--", "--json").stdout, "--json\n", "after --, even an option's name is a diagram")
        XCTAssertEqual(run("--frame=5", "--json", "-1|").stdout,
            #"{"events":[{"time":5,"kind":"next","value":"1"},{"time":10,"kind":"completed"}],"subscription":null,"unsubscription":null}"# + "\n")
    }

    func testSyntaxErrorExitsTwoWithAColumnAndACaret() {
        XCTAssertEqual(run("--1--*--|"), MarbleReading.Output(stderr: """
            error: unknown character '*' at column 6
            --1--*--|
                 ^

            """, exitCode: 2))
        XCTAssertEqual(run("--json", "--|--|"), MarbleReading.Output(stderr: """
            error: second terminal '|': the sequence already ended ('|' at column 3) at column 6
            --|--|
                 ^

            """, exitCode: 2))
    }

    func testUsageErrorsExitTwo() {
        let usage = "usage: rxlesson marble [--frame N] [--rxjs] [--subscriptions] [--json]\n                       [--file FILE] [DIAGRAM]\n"
        let none = "error: no diagram: give it as an argument, or read it with --file\n"
        XCTAssertEqual(run(), MarbleReading.Output(stderr: none + usage, exitCode: 2))
        XCTAssertEqual(run("--json"), MarbleReading.Output(stderr: none + usage, exitCode: 2))
        XCTAssertEqual(run("--frame", "0", "--1|"), MarbleReading.Output(stderr: "error: --frame must be at least 1\n" + usage, exitCode: 2))
        XCTAssertEqual(run("-1|", "-2|").exitCode, 2)
        XCTAssertTrue(run("-1|", "-2|").stderr.contains("'-2|'"), run("-1|", "-2|").stderr)
        XCTAssertEqual(run("--no-color", "--", "--1--|"), MarbleReading.Output(stdout: "--1--|\n"))
        XCTAssertEqual(run("--frame=2", "--1--|").exitCode, 0)
    }

    func testHelp() {
        let help = run("--help")
        XCTAssertEqual(help.exitCode, 0)
        XCTAssertTrue(help.stdout.contains("usage: rxlesson marble [--frame N] [--rxjs] [--subscriptions] [--json]\n                       [--file FILE] [DIAGRAM]\n"), help.stdout)
        XCTAssertEqual(run("-h", "--1|"), help)
        XCTAssertTrue(help.stdout.contains("rxlesson's own, not RxJS"), help.stdout)
        XCTAssertTrue(help.stdout.contains("--subscriptions"))
        XCTAssertEqual(help.stderr, "")
    }

    func testSubscriptionDiagramsKeepTheirFrames() {
        XCTAssertEqual(run("--subscriptions", "--json", "--^---!"), MarbleReading.Output(stdout: #"{"subscription":2,"unsubscription":6}"# + "\n"))
        XCTAssertEqual(run("--subscriptions", "--json", "--frame", "10", "  --^---!  "), MarbleReading.Output(stdout: #"{"subscription":20,"unsubscription":60}"# + "\n"))
        XCTAssertEqual(run("--subscriptions", "--json", "---^-").stdout, #"{"subscription":3,"unsubscription":null}"# + "\n")
        XCTAssertEqual(run("--subscriptions", " - -^ 10ms !").stdout, "--^----------!\n")
        XCTAssertEqual(run("--subscriptions", "---(^!)-").stdout, "---(^!)\n")
        XCTAssertEqual(run("--subscriptions", "--!--^").stdout, "--!--^\n")
        XCTAssertEqual(run("--subscriptions", "   ").stdout, "-\n")
        XCTAssertEqual(run("--subscriptions", "--^--a"), MarbleReading.Output(stderr: """
            error: a subscription diagram has only '-', '^', '!', groups and time progressions, not 'a' at column 6
            --^--a
                 ^

            """, exitCode: 2))
    }

    func testDrawnSubscriptionsReadBack() throws {
        for log in [MarbleSubscription(), MarbleSubscription(subscribed: 0), MarbleSubscription(unsubscribed: 4),
                    MarbleSubscription(subscribed: 3, unsubscribed: 3), MarbleSubscription(subscribed: 2, unsubscribed: 9),
                    MarbleSubscription(subscribed: 7, unsubscribed: 1), MarbleSubscription(subscribed: 1, unsubscribed: 0)] {
            let text = MarbleReading.drawSubscription(log, frame: 1)
            XCTAssertEqual(try MarbleParser.parseSubscription(text), log, text)
        }
    }

    func testRxJSDiagramsDrawAgainEvenWhereAGroupIsLeftOpen() {
        XCTAssertEqual(run("--rxjs", "(ab(c)"), MarbleReading.Output(stdout: "(ab(c)\n"))
        XCTAssertEqual(run("--rxjs", "--a--|--b").stdout, "--a--|--b\n")
        // `>` and `!` are values, as RxJS reads them (in the course's own figures they are marks).
        XCTAssertEqual(run("--rxjs", "--json", "-a->").stdout,
                       #"{"events":[{"time":1,"kind":"next","value":"a"},{"time":3,"kind":"next","value":">"}],"subscription":null,"unsubscription":null}"# + "\n")
        XCTAssertEqual(run("--rxjs", "--json", "a!!").stdout,
                       #"{"events":[{"time":0,"kind":"next","value":"a"},{"time":1,"kind":"next","value":"!"},{"time":2,"kind":"next","value":"!"}],"subscription":null,"unsubscription":null}"# + "\n")
        XCTAssertEqual(run("-a->").stdout, "-a->\n", "without --rxjs, > says the sequence goes on")
        XCTAssertEqual(run("--rxjs", "--json", "   ").stdout, #"{"events":[],"subscription":null,"unsubscription":null}"# + "\n")
    }
}

/// `rxlesson marble --lang zh`: a diagram that cannot be read is explained in Chinese.
final class MarbleCommandChineseTests: XCTestCase {
    func testASyntaxErrorReadsInTheLearnersLanguageWithItsColumnAndCaret() {
        let zh = Console.capturing()
        XCTAssertEqual(runTool(["marble", "--lang", "zh", "--(a-|"], console: zh), 2)
        XCTAssertEqual(zh.output, "")
        XCTAssertEqual(zh.errors, """
            错误（第 3 个字符）：分组没有闭合：`(` 没有对应的 `)`
            --(a-|
              ^

            """)
        let en = Console.capturing()
        XCTAssertEqual(runTool(["marble", "--lang", "en", "--(a-|"], console: en), 2)
        XCTAssertEqual(en.errors, """
            error: unclosed group: '(' has no matching ')' at column 3
            --(a-|
              ^

            """)
        let chineseLocale = Console.capturing()
        XCTAssertEqual(runTool(["marble", "--subscriptions", "--^-a"], environment: ["LANG": "zh_CN.UTF-8"], console: chineseLocale), 2)
        XCTAssertTrue(chineseLocale.errors.hasPrefix("错误（第 5 个字符）：订阅弹珠图里只能有 `-`、`^`、`!`、分组和时间流逝，不能有 `a`\n--^-a\n    ^"), chineseLocale.errors)
    }
}
