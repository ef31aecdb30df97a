import TextKit
import XCTest
@testable import CommandLineKit

/// `-h`, `--help`, `help COMMAND`: the generated pages, exactly.
final class HelpTests: XCTestCase {
    let marbleHelp = """
        Parse a marble diagram and print it normalised.

        usage: rxlesson marble [--frame N] [--json] DIAGRAM

        arguments:
          DIAGRAM  the diagram, e.g. --1--|

        options:
          --frame N     virtual time per '-' (default: 1)
          --json        print the events as JSON
          --no-color    no colours in the output
          --lang zh|en  language of the messages (default from LC_ALL / LANG)
          -h, --help    show this help

        examples:
          rxlesson marble '--1--2--|'
              two values, then completion

        """

    func testMarbleHelpBothSpellings() {
        for flag in ["-h", "--help"] {
            let result = commandLine("marble", flag)
            XCTAssertEqual(result.code, 0)
            XCTAssertEqual(result.out, marbleHelp)
            XCTAssertEqual(result.err, "")
        }
    }

    func testHelpWinsOverMistakesAndHelpCommandIsTheSame() {
        XCTAssertEqual(commandLine("marble", "--frame", "x", "--help").out, marbleHelp)
        XCTAssertEqual(commandLine("help", "marble").out, marbleHelp)
        XCTAssertEqual(commandLine("--help", "marble").out, marbleHelp)
    }

    func testCheckHelpWrapsTheUsageAndTheColumns() {
        let result = commandLine("check", "--help")
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.out, """
            Grade exercises.

            Each exercise is compiled and run on its own.

            usage: rxlesson check [--format text|json|junit] [--output FILE ...]
                                  [--timeout S] [--solutions] [ID...]

            arguments:
              ID...  exercise ids (default: all)

            options:
              --format text|json|junit  report format (default: text)
              -o, --output FILE         write the report to FILE (repeatable)
              --timeout S               time limit per exercise, in seconds (default: 10)
              --solutions               grade the reference solutions
              --no-color                no colours in the output
              --lang zh|en              language of the messages (default from
                                        LC_ALL / LANG)
              -h, --help                show this help

            """)
    }

    func testReportHelpShowsTheSharedGroupsRequiredOption() {
        let result = commandLine("report", "-h")
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.out, """
            Write the lessons as HTML pages.

            usage: rxlesson report --html DIR ID...

            arguments:
              ID...  lesson ids

            options:
              --html DIR    directory for the HTML pages
              --no-color    no colours in the output
              --lang zh|en  language of the messages (default from LC_ALL / LANG)
              -h, --help    show this help

            """)
    }

    func testRootHelpListsVisibleCommandsAligned() {
        let expected = """
            Learn reactive programming on a virtual clock.

            usage: rxlesson COMMAND [options]

            commands:
              marble        Parse a marble diagram and print it normalised.
              check         Grade exercises.
              report        Write the lessons as HTML pages.
              help COMMAND  show a command's help

            options:
              --version     print the version
              --no-color    no colours in the output
              --lang zh|en  language of the messages (default from LC_ALL / LANG)
              -h, --help    show this help

            Run 'rxlesson help COMMAND' for a command's options.

            """
        for words in [["--help"], ["-h"], ["help"]] {
            let result = commandLine(words)
            XCTAssertEqual(result.code, 0)
            XCTAssertEqual(result.out, expected)
        }
        let bare = commandLine([])
        XCTAssertEqual(bare.code, 2)
        XCTAssertEqual(bare.out, "")
        XCTAssertEqual(bare.err, expected)
    }

    func testHiddenCommandStillAnswersHelp() {
        let result = commandLine("__grade-one", "-h")
        XCTAssertEqual(result.code, 0)
        XCTAssertTrue(result.out.hasPrefix("Internal: grade one exercise.\n\nusage: rxlesson __grade-one ID\n"))
    }

    func testChineseHelp() {
        let expected = """
            解析弹珠图并输出规范形式。

            用法：rxlesson marble [--frame N] [--json] DIAGRAM

            参数：
              DIAGRAM  弹珠图，例如 --1--|

            选项：
              --frame N     每个 `-` 的虚拟时间（默认：1）
              --json        以 JSON 输出事件
              --no-color    输出不使用颜色
              --lang zh|en  输出所用的语言（zh 或 en；默认按 LC_ALL / LANG 决定）
              -h, --help    显示此帮助

            示例：
              rxlesson marble '--1--2--|'
                  两个值，然后完成

            """
        XCTAssertEqual(commandLine("marble", "--help", "--lang", "zh").out, expected)
        XCTAssertEqual(commandLine("--lang=zh", "help", "marble").out, expected)
        XCTAssertEqual(commandLine("help", "--lang", "zh", "marble").out, expected)
        XCTAssertEqual(commandLine(["help", "marble", "--no-color", "--lang", "zh"], colored: true).out, expected)
        XCTAssertEqual(commandLine(["marble", "-h"], environment: ["LANG": "zh_CN.UTF-8"]).out, expected)
        XCTAssertEqual(commandLine(["marble", "-h"], environment: ["LC_ALL": "en_US.UTF-8", "LANG": "zh_CN.UTF-8"]).out, marbleHelp)
        XCTAssertEqual(commandLine(["marble", "-h", "--lang", "en"], environment: ["LANG": "zh_CN.UTF-8"]).out, marbleHelp)
    }

    func testNarrowChineseHelpWrapsByDisplayWidth() {
        let result = commandLine(["check", "-h", "--lang", "zh"], width: 50)
        XCTAssertEqual(result.out, """
            批改练习。

            每个练习单独编译、运行。

            用法：rxlesson check [--format text|json|junit]
                                 [--output FILE ...]
                                 [--timeout S] [--solutions]
                                 [ID...]

            参数：
              ID...  练习编号（默认：全部）

            选项：
              --format text|json|junit  报告格式（默认：text）
              -o, --output FILE         把报告写入 FILE（可
                                        重复）
              --timeout S               每个练习的时限（秒）
                                        （默认：10）
              --solutions               批改参考答案
              --no-color                输出不使用颜色
              --lang zh|en              输出所用的语言（zh 或
                                        en；默认按
                                        LC_ALL / LANG 决定）
              -h, --help                显示此帮助

            """)
        for line in result.out.split(separator: "\n") {
            XCTAssertLessThanOrEqual(DisplayWidth.width(of: String(line)), 50, String(line))
        }
    }

    func testHeadingsAreBoldOnlyWithColour() {
        XCTAssertTrue(commandLine(["marble", "-h"], colored: true).out.contains("\u{1B}[1moptions:\u{1B}[0m"))
        XCTAssertEqual(commandLine(["marble", "-h", "--no-color"], colored: true).out, marbleHelp)
    }
}
