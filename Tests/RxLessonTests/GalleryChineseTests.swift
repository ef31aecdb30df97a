import Foundation
@testable import LessonEngine
import LessonKit
@testable import rxlesson
import TextKit
import XCTest

final class GalleryChineseTests: XCTestCase {
    private func run(_ arguments: String...) -> (status: Int32, out: String, err: String) {
        let console = Console.capturing()
        let status = runTool(arguments, catalog: [], environment: [:], console: console)
        return (status, console.output, console.errors)
    }

    func testEveryOperatorHasAChineseMeaning() {
        for example in Gallery.examples {
            let zh = example.meaning(in: .zh).trimmingCharacters(in: .whitespaces)
            XCTAssertFalse(zh.isEmpty, "\(example.name) has no Chinese meaning")
            XCTAssertNotEqual(zh, example.meaning, "\(example.name)'s Chinese meaning is its English one")
            XCTAssertEqual(example.meaning(in: .en), example.meaning)
            for parameter in example.parameters {
                XCTAssertNotEqual(parameter.help(in: .zh), parameter.help.en, "\(example.name) \(parameter.name) has no Chinese help")
            }
        }
    }

    func testMarblesMapInChinese() {
        let result = run("marbles", "map", "--lang", "zh")
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertEqual(result.out, """
        map — 对每个值调用同一个函数（这里：数字乘以 10，字母变成大写）

          source    --1--2--3--|
          map(×10)  --10-20-30-|
          （每列 1 拍，即 0.1 秒）

          Swift 写法：  source.map { $0 * 10 }
          试一试：      \(Invocation.current) --lang zh play map '--1--2--3--|'

        """)
        XCTAssertEqual(run("marbles", "map", "--lang=en").out, run("marbles", "map").out)
    }

    func testLanguageFromTheEnvironmentAndPlayInChinese() {
        // Wide enough that no description wraps: the phrase is looked for whole.
        let console = Console.capturing(width: 200)
        XCTAssertEqual(runTool(["marbles", "--list"], environment: ["LANG": "zh_CN.UTF-8"], console: console), 0)
        XCTAssertTrue(console.output.contains("flatMapLatest"), console.output)
        XCTAssertTrue(console.output.contains("只有最新的那个在运行"), console.output)
        let play = run("play", "take", "--a--b--c--|", "2", "--lang", "zh")
        XCTAssertEqual(play.status, 0, play.err)
        XCTAssertTrue(play.out.hasPrefix("take — 只发出前 n 个值"), play.out)
        XCTAssertTrue(play.out.contains("! 取消订阅") || play.out.contains("^ 订阅") || !play.out.contains("unsubscribed"), play.out)
        XCTAssertTrue(play.out.contains("Swift 写法："), play.out)
        // The operator alone explains it, in Chinese too.
        let alone = run("play", "take", "--lang", "zh")
        XCTAssertEqual(alone.status, 0)
        XCTAssertTrue(alone.out.contains("（默认 2）"), alone.out)
        XCTAssertEqual(run("marbles", "map", "--lang", "fr").status, 2)
    }
}
