@testable import TextKit
import XCTest
@testable import CommandLineKit

/// Whole command lines: values, `--`, diagrams, and every kind of mistake.
final class ParsingTests: XCTestCase {
    let checkUsage = """
        usage: rxlesson check [--format text|json|junit] [--output FILE ...]
                              [--timeout S] [--solutions] [ID...]

        """
    let marbleUsage = "usage: rxlesson marble [--frame N] [--json] DIAGRAM\n"

    func testDiagramsStartingWithDashesArePositionals() {
        XCTAssertEqual(commandLine("marble", "--1--2--|").out, "diagram --1--2--| frame 1 json false colored false\n")
        XCTAssertEqual(commandLine("marble", "-a-b-|", "--json").out, "diagram -a-b-| frame 1 json true colored false\n")
        XCTAssertEqual(commandLine("marble", "-").out, "diagram - frame 1 json false colored false\n")
    }

    func testDoubleDashEndsTheOptionsAndNoColorTurnsColourOff() {
        let result = commandLine(["marble", "--no-color", "--", "--1--|"], colored: true)
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.out, "diagram --1--| frame 1 json false colored false\n")
        XCTAssertEqual(commandLine(["marble", "--", "--json"], colored: true).out, "diagram --json frame 1 json false colored true\n")
        XCTAssertEqual(commandLine("check", "--", "--solutions", "-h").out,
                       "ids [\"--solutions\", \"-h\"] format text output [] timeout 10.0 solutions false\n")
    }

    func testValuesAfterASpaceOrAnEqualsSign() {
        XCTAssertEqual(commandLine("marble", "--frame=3", "--1--|").out, "diagram --1--| frame 3 json false colored false\n")
        XCTAssertEqual(commandLine("marble", "--frame", "3", "--1--|").out, "diagram --1--| frame 3 json false colored false\n")
        let check = commandLine("check", "a", "--format=junit", "-o", "x.xml", "--output=y.xml", "--timeout", "2.5", "b", "--solutions")
        XCTAssertEqual(check.code, 0)
        XCTAssertEqual(check.out, "ids [\"a\", \"b\"] format junit output [\"x.xml\", \"y.xml\"] timeout 2.5 solutions true\n")
        XCTAssertEqual(commandLine("check", "failing").code, 1, "the command's own exit code comes back")
    }

    func testUnknownOptionSuggestsTheNearOne() {
        let result = commandLine("check", "--formt", "json")
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.out, "")
        XCTAssertEqual(result.err, "error: unknown option '--formt'\ndid you mean '--format'?\n" + checkUsage)
        XCTAssertEqual(commandLine("check", "--sol").err, "error: unknown option '--sol'\ndid you mean '--solutions'?\n" + checkUsage)
        XCTAssertEqual(commandLine("check", "--timeuot=3").err, "error: unknown option '--timeuot'\ndid you mean '--timeout'?\n" + checkUsage)
        XCTAssertEqual(commandLine("check", "--xyz").err, "error: unknown option '--xyz'\n" + checkUsage)
    }

    func testMistypedOptionBesideADiagramIsStillCaught() {
        let result = commandLine("marble", "--jsn", "--1--|")
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.err, "error: unknown option '--jsn'\ndid you mean '--json'?\n" + marbleUsage)
    }

    func testUnknownCommandSuggests() {
        let result = commandLine("chekc")
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.err, "error: unknown command 'chekc'\ndid you mean 'check'?\nusage: rxlesson COMMAND [options]\n")
        XCTAssertEqual(commandLine("xyzzy").err,
                       "error: unknown command 'xyzzy'\ncommands: marble, check, report\nusage: rxlesson COMMAND [options]\n")
        XCTAssertEqual(commandLine("__grade").err,
                       "error: unknown command '__grade'\ncommands: marble, check, report\nusage: rxlesson COMMAND [options]\n",
                       "hidden commands are never suggested")
        XCTAssertEqual(commandLine("help", "mable").err,
                       "error: unknown command 'mable'\ndid you mean 'marble'?\nusage: rxlesson COMMAND [options]\n")
    }

    func testBadValuesNameTheOptionAndTheExpectedForm() {
        XCTAssertEqual(commandLine("marble", "--frame", "x", "--1--|").err,
                       "error: invalid value 'x' for '--frame N': expected an integer\n" + marbleUsage)
        XCTAssertEqual(commandLine("check", "--format", "xml").err,
                       "error: invalid value 'xml' for '--format text|json|junit': expected one of text, json, junit\n" + checkUsage)
        XCTAssertEqual(commandLine("check", "--timeout=nan").err,
                       "error: invalid value 'nan' for '--timeout S': expected a number\n" + checkUsage)
        XCTAssertEqual(commandLine("check", "--lang", "fr").err,
                       "error: invalid value 'fr' for '--lang zh|en': expected one of zh, en\n" + checkUsage)
        XCTAssertEqual(commandLine("check", "--output").err, "error: missing value for '--output FILE'\n" + checkUsage)
        XCTAssertEqual(commandLine("check", "--output", "--solutions").err, "error: missing value for '--output FILE'\n" + checkUsage)
        XCTAssertEqual(commandLine("check", "--solutions=yes").err, "error: option '--solutions' takes no value\n" + checkUsage)
        for words in [["check", "--format", "xml"], ["check", "--output"], ["check", "--solutions=yes"]] {
            XCTAssertEqual(commandLine(words).code, 2)
        }
    }

    func testPositionalCounts() {
        XCTAssertEqual(commandLine("marble").err, "error: missing argument DIAGRAM\n" + marbleUsage)
        XCTAssertEqual(commandLine("marble", "a", "b").err, "error: unexpected argument 'b'\n" + marbleUsage)
        XCTAssertEqual(commandLine("report", "--html", "out").err, "error: missing argument ID\nusage: rxlesson report --html DIR ID...\n")
        XCTAssertEqual(commandLine("report", "x").err, "error: missing option '--html DIR'\nusage: rxlesson report --html DIR ID...\n")
        XCTAssertEqual(commandLine("report", "--html=out", "x", "y").out, "html out ids [\"x\", \"y\"]\n")
        XCTAssertEqual(commandLine("check", "-a-b-|").err, "error: unknown option '-a-b-|'\n" + checkUsage,
                       "only commands that take a diagram accept dash-leading words")
    }

    func testValidateAndRunErrors() {
        let invalid = commandLine("marble", "--frame", "0", "--1--|")
        XCTAssertEqual(invalid.code, 2)
        XCTAssertEqual(invalid.err, "error: --frame must be at least 1\n" + marbleUsage)
        XCTAssertEqual(commandLine("marble", "--frame", "-1", "--1--|").err, "error: --frame must be at least 1\n" + marbleUsage,
                       "a value may start with a dash")
        let thrown = commandLine("__grade-one", "bad")
        XCTAssertEqual(thrown.code, 2)
        XCTAssertEqual(thrown.err, "error: no such exercise\nusage: rxlesson __grade-one ID\n")
        XCTAssertEqual(commandLine("__grade-one", "x").out, "line 1 of x\nline 2 of x\nline 3 of x\n")
    }

    func testChineseErrors() {
        XCTAssertEqual(commandLine("check", "--formt", "json", "--lang", "zh").err, """
            错误：未知选项“--formt”
            你是不是想输入“--format”？
            用法：rxlesson check [--format text|json|junit] [--output FILE ...]
                                 [--timeout S] [--solutions] [ID...]

            """)
        XCTAssertEqual(commandLine(["chekc"], environment: ["LANG": "zh_CN.UTF-8"]).err,
                       "错误：未知命令“chekc”\n你是不是想输入“check”？\n用法：rxlesson COMMAND [选项]\n")
        XCTAssertEqual(commandLine("--lang", "zh", "marble").err, "错误：缺少参数 DIAGRAM\n用法：rxlesson marble [--frame N] [--json] DIAGRAM\n")
        XCTAssertEqual(commandLine("marble", "--frame=x", "-1-|", "--lang=zh").err,
                       "错误：“--frame N”的值“x”无效：应为整数\n用法：rxlesson marble [--frame N] [--json] DIAGRAM\n")
    }

    func testVersion() {
        let result = commandLine("--version")
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.out, "1.2.3\n")
        XCTAssertEqual(commandLine("--vers").err, "error: unknown option '--vers'\ndid you mean '--version'?\nusage: rxlesson COMMAND [options]\n")
        XCTAssertEqual(commandLine("check", "--version").code, 2, "--version belongs to the root")
    }

    func testLanguageFromTheEnvironment() {
        XCTAssertEqual(Language.fromEnvironment(["LANG": "zh_TW.UTF-8"]), .zh)
        XCTAssertEqual(Language.fromEnvironment(["LC_ALL": "", "LANG": "zh_CN"]), .zh)
        XCTAssertEqual(Language.fromEnvironment(["LC_ALL": "C", "LANG": "zh_CN"]), .en)
        XCTAssertEqual(Language.fromEnvironment([:]), .en)
    }

    func testSuggestionDistance() {
        XCTAssertEqual(Suggestions.distance(Array("json"), Array("jsno")), 1, "a swap of neighbours is one edit")
        XCTAssertEqual(Suggestions.distance(Array("format"), Array("frmat")), 1)
        XCTAssertEqual(Suggestions.distance(Array(""), Array("abc")), 3)
        XCTAssertEqual(Suggestions.nearest("-json", among: ["--json", "--jobs"]), ["--json"])
        XCTAssertEqual(Suggestions.nearest("-x", among: ["-h"]), [], "a one-letter name is never 'near'")
        let exercises = ["rac-login-validity", "rac-lazy-squares", "rxcocoa-search-driver", "kvo-show-title"]
        XCTAssertEqual(Suggestions.nearest("reactivecocoa-login-validity", among: exercises), ["rac-login-validity"], "the same last words")
        XCTAssertEqual(Suggestions.nearest("swiftui-show-title", among: exercises), ["kvo-show-title"])
        XCTAssertEqual(Suggestions.nearest("anything-title", among: exercises), [], "a shared word shorter than six characters is not enough")
    }

    func testDeclarationsAreReadFromTheProperties() {
        let spec = CommandSpec(CheckSample())
        XCTAssertEqual(spec.options.map(\.form), ["--format text|json|junit", "--output FILE", "--timeout S", "--solutions"])
        XCTAssertEqual(spec.positionals.map(\.valueName), ["ID"])
        XCTAssertEqual(CommandSpec.kebab("frameCount"), "frame-count")
    }
}

/// A command reaching the app's own state through the context.
struct CatalogSample: ParsableCommand {
    static let configuration = CommandConfiguration(name: "list", abstract: Localized(zh: "列出课程。", en: "List the lessons."))
    func run(_ context: CommandContext) -> Int32 {
        context.console.out(context.service([String].self)?.joined(separator: ",") ?? "none")
        return 0
    }
}

final class ServiceTests: XCTestCase {
    func testServicesReachTheCommand() {
        let tool = CommandLineTool(name: "t", version: "0", abstract: Localized(zh: "测试", en: "test"), commands: [CatalogSample.self])
        let console = Console.capturing()
        XCTAssertEqual(tool.run(["list"], console: console, environment: [:], services: [42, ["dispose", "create"]]), 0)
        XCTAssertEqual(console.output, "dispose,create\n")
    }
}
