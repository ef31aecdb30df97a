import Foundation
import LessonEngine
import LessonKit
@testable import rxlesson
import TextKit
import XCTest

final class PlayCommandTests: XCTestCase {
    private func play(_ arguments: String..., width: Int = 80) -> (status: Int32, out: String, err: String) {
        let console = Console.capturing(width: width)
        let status = runTool(["play"] + arguments, catalog: [], environment: [:], console: console)
        return (status, console.output, console.errors)
    }

    func testCombineLatestOnTheLearnersDiagrams() {
        // At 80 columns the meaning wraps under itself.
        XCTAssertTrue(play("combineLatest", "--1----2--|", "----a----b|").out.hasPrefix("""
        combineLatest — whenever any source emits, combines the latest value of each
                        (once every source has one)

        """))
        let result = play("combineLatest", "--1----2--|", "----a----b|", width: 120)
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertEqual(result.out, """
        combineLatest — whenever any source emits, combines the latest value of each (once every source has one)

          a              --1----2--|
          b              ----a----b|
          combineLatest  ----c--d-e|
                         c=1a d=2a e=2b
          (one column = 1 tick = 0.1 s)

          in Swift:  Observable.combineLatest([a, b]) { $0.joined() }

        """)
    }

    func testDebounceAndTakeWithTheirArguments() {
        let debounce = play("debounce", "-1-2-----3--|", "3")
        XCTAssertEqual(debounce.status, 0, debounce.err)
        XCTAssertTrue(debounce.out.contains("  source       -1-2-----3--|\n  debounce(3)  ------2-----(3,|)\n"), debounce.out)
        let take = play("take", "--a--b--c--|", "2")
        XCTAssertTrue(take.out.contains("  take(2)  --a--(b,|)\n"), take.out)
        // Left out, an argument takes the example's value.
        XCTAssertTrue(play("take", "--a--b--c--|").out.contains("take(2)"))
        // Three sources for a variadic operator; a hot one with ^.
        let merged = play("merge", "-1----|", "---a--|", "^----x|")
        XCTAssertEqual(merged.status, 0, merged.err)
        XCTAssertTrue(merged.out.contains("  c      ^----x|\n  merge  -1-a-x|\n"), merged.out)
    }

    func testHotSourcesMissWhatCameBeforeTheSubscription() {
        let result = play("map", "-1-^-2-|")
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertTrue(result.out.contains("source    -1-^-2-|"), result.out)
        XCTAssertTrue(result.out.contains("map(×10)  -----20|"), result.out)
    }

    func testUnknownOperatorNamesTheNearOnes() {
        let result = play("combinelatst", "--1--|")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.err.hasPrefix("error: unknown operator 'combinelatst'; did you mean 'combineLatest'?\n"), result.err)
        XCTAssertTrue(result.err.contains("`\(Invocation.current) marbles --list` shows every operator"), result.err)
        XCTAssertEqual(result.out, "")
    }

    func testWrongNumberOfDiagrams() {
        // Wide enough that the example is one line.
        let result = play("combineLatest", "--1--|", width: 200)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.err, """
        error: combineLatest needs 2 diagrams (a, b) or more; got 1
        usage: rxlesson play combineLatest A B [MORE...]
        example: \(Invocation.current) play combineLatest '--1-----2-----3--|' '-----a-----b--|'

        """)
        // The operator alone explains its diagrams and arguments, as the README says: no error.
        let alone = play("map")
        XCTAssertEqual(alone.status, 0)
        XCTAssertEqual(alone.err, "")
        XCTAssertTrue(alone.out.hasPrefix("usage: rxlesson play map SOURCE\n"), alone.out)
        XCTAssertFalse(alone.out.contains("error"), alone.out)
        XCTAssertTrue(play("take", "--a--|", "2", "3").err.hasPrefix("error: take takes 1 diagram and at most 1 argument; '3' is one too many\n"))
        XCTAssertTrue(play("map", "--a--|", "--b--|").err.hasPrefix("error: map takes no arguments besides its 1 diagram; '--b--|' is one too many\n"))
    }

    func testBadNumericArgument() {
        let result = play("take", "--a--b--|", "two")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.err, """
        error: n (how many values) must be a whole number from 0 to 500; got 'two'
        usage: rxlesson play take SOURCE [N]
        example: \(Invocation.current) play take '--a--b--c--d--|' 2

        """)
        XCTAssertTrue(play("take", "2", "--a--|").err.contains("got '--a--|' (diagrams come first, then the arguments)"))
        XCTAssertTrue(play("debounce", "--1--|", "-3").err.contains("must be a whole number of ticks from 0 to 500; got '-3'\n"))
        XCTAssertTrue(play("retry", "--1--#", "0").err.contains("from 1 to 500; got '0'"))
        XCTAssertTrue(play("delay", "--1--|", "2000").err.contains("from 0 to 500; got '2000'"))
    }

    func testMalformedDiagramShowsColumnAndCaret() {
        let result = play("zip", "--1--|", "--a-|-|", width: 200)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.err, """
        error: diagram 2 (b), column 7: second terminal '|': the sequence already ended ('|' at column 5)
        --a-|-|
              ^
        usage: rxlesson play zip A B [MORE...]
        example: \(Invocation.current) play zip '--1--2--------3--|' '------a----b----c--|'

        """)
        let bang = play("take", "--a--!-|")
        XCTAssertTrue(bang.err.hasPrefix("error: diagram 1 (source), column 6: '!' (an unsubscription) is for the operator to decide; leave it out\n--a--!-|\n     ^\n"), bang.err)
    }

    func testPlaySaysWhichDiagramAndColumnInChinese() {
        let console = Console.capturing()
        XCTAssertEqual(runTool(["play", "--lang", "zh", "take", "--(a-|", "2"], console: console), 2)
        XCTAssertTrue(console.errors.hasPrefix("错误：第 1 个弹珠图（source）第 3 个字符：分组没有闭合：`(` 没有对应的 `)`\n--(a-|\n  ^\n"), console.errors)
        XCTAssertTrue(console.errors.contains("\n用法：rxlesson play take SOURCE [N]\n"), console.errors)
    }

    func testUsageAndHelp() {
        let none = play()
        XCTAssertEqual(none.status, 2)
        XCTAssertTrue(none.err.contains("usage: rxlesson play"), none.err)
        let help = play("--help")
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.out.contains("rxlesson play debounce '-1-2-----3--|' 3"))
        let operatorHelp = play("buffer")
        XCTAssertEqual(operatorHelp.status, 0)
        XCTAssertTrue(operatorHelp.out.contains("SPAN      ticks per buffer (default 5)"), operatorHelp.out)
        XCTAssertTrue(operatorHelp.out.contains("example: \(Invocation.current) play buffer"), operatorHelp.out)
    }

    /// The example keeps `--lang zh` when it was given (the copied command answers in
    /// Chinese) and, wider than the terminal, folds between its words with ` \`.
    func testTheExampleIsACommandThisLearnerCanPaste() {
        let chinese = play("take", "--lang", "zh")
        XCTAssertTrue(chinese.out.hasSuffix("示例：\(Invocation.current) --lang zh play take '--a--b--c--d--|' 2\n"), chinese.out)
        let narrow = play("combineLatest", width: 40)
        let example = narrow.out.components(separatedBy: "\n").drop { !$0.hasPrefix("example: ") }.filter { !$0.isEmpty }
        XCTAssertGreaterThan(example.count, 1, narrow.out)
        XCTAssertTrue(example.dropLast().allSatisfy { $0.hasSuffix(" \\") }, narrow.out)
        // The lines read as one, as a shell reads them.
        let joined = example.joined(separator: "\n").replacingOccurrences(of: " \\\n", with: " ")
        XCTAssertEqual(joined.dropFirst("example: ".count).split(separator: " ").joined(separator: " "),
                       "\(Invocation.current) play combineLatest '--1-----2-----3--|' '-----a-----b--|'")
    }
}
