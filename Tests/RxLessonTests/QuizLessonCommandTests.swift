import Foundation
import LessonCatalog
import LessonEngine
import Marbles
import TextKit
import XCTest

/// `rxlesson quiz LESSON`: one step of a demo's traced chain, the rows that feed it drawn,
/// the operator's own row to write; kept in the same deck as the operators' cards.
final class QuizLessonCommandTests: XCTestCase {
    private var root: URL!

    /// A fresh course folder whose `Lessons` is the repository's, so the code lines are read
    /// and the deck starts empty.
    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-quiz-lesson-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("Lessons"),
                                                   withDestinationURL: repository.appendingPathComponent("Lessons"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func quiz(_ arguments: [String]) -> (status: Int32, console: Console) {
        let console = Console.capturing()
        let status = runTool(["quiz"] + arguments, catalog: lessonCatalog, console: console, root: root)
        return (status, console)
    }

    private func cards(_ id: String) throws -> [LessonCard] {
        let lesson = try XCTUnwrap(lessonCatalog.first { $0.id == id })
        return LessonCards.make(lesson: lesson, results: DemoRunner.run(lesson: lesson).results,
                                sources: LessonSourceLines(root: root, lesson: id))
    }

    private func number(of name: String, in id: String) throws -> String {
        let index = try XCTUnwrap(try cards(id).firstIndex { $0.name == name }, "no card \(name)")
        return String(index + 1)
    }

    func testARightAnswerSaysSoAndMovesTheCardUpABox() throws {
        let card = try number(of: "lesson:errors/catch/1", in: "errors")
        let (status, console) = quiz(["errors", "--card", card, "--answer", "-a(b|)  b=48"])
        XCTAssertEqual(status, 0, console.output + console.errors)
        let output = console.output
        XCTAssertTrue(output.contains("errors · card \(card) of "), output)
        XCTAssertTrue(output.contains("catch: another sequence takes over from the failed one"), output)
        XCTAssertTrue(output.contains("  catch, applied at Errors.swift:36:\n"), output)
        // The closure the operator is given, not only its first line: the fallback is in it.
        XCTAssertTrue(output.contains("        return Observable.just(48)\n"), output)
        // The fallback the closure returns is an input too, under catch.
        XCTAssertTrue(output.contains("""
              humidity: hot  Errors.swift:16  -a#
                ↳ just  Errors.swift:38       --(b,|)
              catch  Errors.swift:36          ?
                                              a=50 b=48

            """), output)
        XCTAssertTrue(output.contains("  expected  -a(b,|)\n  yours     -a(b,|)\n            a=50 b=48\n"), output)
        XCTAssertTrue(output.contains("✓ right!"), output)
        XCTAssertEqual(QuizDeck(root: root).cards["lesson:errors/catch/1"]?.box, 1)

        // The shown key, or the value written in place (a group with a comma), is as right.
        XCTAssertEqual(quiz(["errors", "--card", card, "--answer", "-a(48,|)"]).status, 0)
        XCTAssertEqual(QuizDeck(root: root).cards["lesson:errors/catch/1"]?.box, 2)
    }

    func testAWrongAnswerNamesTheFirstDifferenceAndComesBackFirst() throws {
        let first = try number(of: "lesson:errors/error-ends-the-chain/1", in: "errors")
        let (status, console) = quiz(["errors", "--card", first, "--answer", #"----a-b-b-X  a="20° 50%" b="21° 50%""#])
        XCTAssertEqual(status, 1, console.errors)
        let output = console.output
        XCTAssertTrue(output.contains("  combineLatest, applied at Errors.swift:25:"), output)
        XCTAssertTrue(output.contains("  temperature: hot  Errors.swift:10  --20--21!\n  humidity: hot  Errors.swift:16     ----50--#\n"), output)
        XCTAssertTrue(output.contains("  Write the combineLatest row: 2 columns = 1 tick = 0.1 s, column 0 = tick 0."), output)
        // Two columns a tick: tick 4 is column 8 of the diagram, under the expected #.
        XCTAssertTrue(output.contains("""
              expected  ----a-b-#
              yours     ----a-b-b-#
                                ^ tick 4: expected error(sensor failed), got next(21° 50%)
                        a="20° 50%" b="21° 50%"
            """), output)
        XCTAssertTrue(output.contains("✗ not yet"), output)
        XCTAssertEqual(QuizDeck(root: root).cards["lesson:errors/error-ends-the-chain/1"]?.box, 0)

        // Another card answered right, then the wrong one is the lesson's next.
        XCTAssertEqual(quiz(["errors", "--card", try number(of: "lesson:errors/catch/1", in: "errors"), "--answer", "-a(b|)  b=48"]).status, 0)
        let again = quiz(["errors", "--answer", "-"])
        XCTAssertTrue(again.console.output.hasPrefix("errors · card \(first) of "), again.console.output)

        // The operators' cards are not mixed in: no argument still asks an operator.
        let deck = QuizDeck(root: root)
        let operatorNames = Gallery.examples.map(\.name)
        XCTAssertTrue(operatorNames.contains(try XCTUnwrap(deck.next(among: operatorNames))))
        let next = quiz(["--answer", "-"])
        XCTAssertTrue(operatorNames.contains { next.console.output.hasPrefix("\($0)  ") }, next.console.output)
    }

    /// Letters typed without a key are the learner's values: drawn as typed, and the right
    /// row's keys go around them.
    func testTheLearnersOwnLettersAreDrawnAsTyped() throws {
        let first = try number(of: "lesson:errors/error-ends-the-chain/1", in: "errors")
        let (status, console) = quiz(["errors", "--card", first, "--answer", "----a-b-X"])
        XCTAssertEqual(status, 1, console.errors)
        XCTAssertTrue(console.output.contains("""
              expected  ----c-d-#
              yours     ----a-b-#
                            ^ tick 2: expected next(20° 50%), got next(a)
                        c="20° 50%" d="21° 50%"
            """), console.output)
    }

    func testAnUnreadableAnswerIsAUsageError() throws {
        let (status, console) = quiz(["errors", "--card", "1", "--answer", #"--a-(b|)  b="48"#])
        XCTAssertEqual(status, 2)
        XCTAssertTrue(console.errors.contains("cannot read that answer: the value of b in the legend has no closing quote"), console.errors)
        XCTAssertEqual(quiz(["errors", "--card", "1", "--answer", "--a-(b|"]).status, 2)
        XCTAssertTrue(QuizDeck(root: root).cards.isEmpty)
    }

    /// Every card of every lesson can be answered exactly as drawn, and is asked and compared
    /// without a crash; the whole command answers each lesson's last card (a lesson's demos
    /// run again for every command, and one of them runs a million steps). A lesson without
    /// a card says so.
    func testEveryCardOfEveryLessonIsAnswerable() throws {
        var counted: [String: Int] = [:]
        for lesson in lessonCatalog {
            let lessonCards = try cards(lesson.id)
            counted[lesson.id] = lessonCards.count
            XCTAssertEqual(Set(lessonCards.map(\.name)).count, lessonCards.count, lesson.id)
            let name = Gallery.example(named: lesson.id) == nil ? lesson.id : "lesson:\(lesson.id)"
            if lessonCards.isEmpty {
                let (status, console) = quiz([name, "--answer", "-"])
                XCTAssertEqual(status, 1, lesson.id)
                XCTAssertTrue(console.errors.contains("has no card"), console.errors)
                continue
            }
            for (index, card) in lessonCards.enumerated() {
                XCTAssertTrue(card.name.hasPrefix("lesson:\(lesson.id)/"), card.name)
                XCTAssertFalse(card.inputs.isEmpty, card.name)
                XCTAssertFalse(card.row.events.isEmpty, card.name)
                XCTAssertEqual(card.row.depth, 0, card.name)
                XCTAssertFalse(card.code.isEmpty, "\(card.name): the code line of \(card.row.file):\(card.row.line)")
                let back = try card.figure.read(card.figure.expectedAnswer)
                XCTAssertNil(MarbleDiff.firstDifference(expected: card.row.events, actual: back.events), "\(card.name): \(card.figure.expectedAnswer)")
                for language in Language.allCases {
                    let console = Console.capturing()
                    XCTAssertFalse(LessonCardText.question(card, number: index + 1, of: lessonCards.count, language: language, console: console).isEmpty)
                    XCTAssertFalse(card.figure.comparison(with: back, difference: nil, labels: ("expected", "yours"), language: language, width: 78).isEmpty)
                }
            }
            let last = try XCTUnwrap(lessonCards.last)
            let (status, console) = quiz([name, "--card", String(lessonCards.count), "--answer", last.figure.expectedAnswer])
            XCTAssertEqual(status, 0, "\(last.name): \(console.output)\(console.errors)")
        }
        // The lessons whose demos chain operators: each gives cards, and several kinds of step.
        for id in ["dispose", "errors", "guarantees", "life-happens", "reactivecocoa", "rxcocoa", "share", "ui-tips"] {
            XCTAssertGreaterThan(counted[id] ?? 0, 0, id)
        }
        XCTAssertEqual(counted.count, lessonCatalog.count)
    }

    /// A trace does not say which rows feed which; the cards rebuild it.
    func testTheInputsAreTheRowsThatFeedTheOperator() throws {
        // take(until:) takes the interval and the trigger.
        let takeUntil = try XCTUnwrap(try cards("dispose").first { $0.row.file == "TakeUntil.swift" })
        XCTAssertEqual(takeUntil.inputs.map(\.operatorName), ["PublishSubject", "interval"])
        // combineLatest takes both sources; catchAndReturn only combineLatest.
        let errors = try cards("errors")
        let combined = try XCTUnwrap(errors.first { $0.row.operatorName == "combineLatest" })
        XCTAssertEqual(combined.inputs.map(\.operatorName), ["hot", "hot"])
        let fallback = try XCTUnwrap(errors.first { $0.row.operatorName == "catchAndReturn" })
        XCTAssertEqual(fallback.inputs.map(\.operatorName), ["combineLatest"])
        // flatMap takes its source and, one level down, each inner sequence's last operator.
        let perKeystroke = try XCTUnwrap(try cards("rxcocoa").first { $0.row.operatorName == "flatMap" && $0.row.file == "PerKeystroke.swift" })
        XCTAssertEqual(perKeystroke.inputs.map(\.operatorName), ["filter"] + Array(repeating: "catchAndReturn", count: 6))
        XCTAssertEqual(perKeystroke.inputs.map(\.depth), [0, 1, 1, 1, 1, 1, 1])
        // retry resubscribes a create: each subscription's create row is what it receives.
        let retry = try XCTUnwrap(errors.first { $0.row.operatorName == "retry" })
        XCTAssertEqual(retry.inputs.map(\.operatorName), ["create", "create", "create"])
        XCTAssertEqual(retry.inputs.map(\.depth), [0, 1, 1])
    }

    func testTheQuestionSaysWhenTheRowToGuessWasDisposed() {
        let (status, console) = quiz(["lesson:share", "--card", "1", "--answer", "--0-1-2-3-4"])
        XCTAssertEqual(status, 0, console.output)
        XCTAssertTrue(console.output.contains("""
              myInterval: create  MyInterval.swift:8         --0-1-2-3-4-5-6-7-8-(9,!)
              first: share(replay: 1)  ShareReplay.swift:32  ?         !
            """), console.output)
        XCTAssertTrue(console.output.contains("  Its subscriber disposes of it at tick 5 (the !): nothing comes after.\n"), console.output)
    }

    func testChoosingACard() throws {
        let count = try cards("errors").count
        let beyond = quiz(["errors", "--card", String(count + 1), "--answer", "-"])
        XCTAssertEqual(beyond.status, 2)
        XCTAssertTrue(beyond.console.errors.contains("the lesson errors has \(count) cards: --card takes 1–\(count)"), beyond.console.errors)
        XCTAssertEqual(quiz(["map", "--card", "1", "--answer", "-"]).status, 2)
        XCTAssertEqual(quiz(["--card", "1", "--answer", "-"]).status, 2)
        // A lesson named like an operator: the operator by default, the lesson with lesson:.
        XCTAssertTrue(quiz(["share", "--answer", "-"]).console.output.hasPrefix("share  "))
        XCTAssertTrue(quiz(["lesson:share", "--card", "1", "--answer", "-"]).console.output.hasPrefix("share · card 1 of "))
    }

    func testUnknownNamesSuggestOperatorsAndLessons() {
        let lesson = quiz(["eror"])
        XCTAssertEqual(lesson.status, 2)
        XCTAssertTrue(lesson.console.errors.contains("error: no operator or lesson 'eror'; did you mean 'errors'?"), lesson.console.errors)
        let both = quiz(["dispos"])
        XCTAssertTrue(both.console.errors.contains("did you mean 'dispose'?"), both.console.errors)
        let operatorName = quiz(["mpa"])
        XCTAssertEqual(operatorName.status, 2)
        XCTAssertTrue(operatorName.console.errors.contains("did you mean 'map'"), operatorName.console.errors)
        let zh = quiz(["erors", "--lang", "zh"])
        XCTAssertEqual(zh.status, 2)
        XCTAssertTrue(zh.console.errors.contains("错误：没有叫“erors”的操作符或课；你是不是想输入“errors”？"), zh.console.errors)
    }

    func testChinese() throws {
        let first = try number(of: "lesson:errors/error-ends-the-chain/1", in: "errors")
        let (status, console) = quiz(["errors", "--card", first, "--lang", "zh", "--answer", #"----a-b-b-X  a="20° 50%" b="21° 50%""#])
        XCTAssertEqual(status, 1)
        let output = console.output
        XCTAssertTrue(output.hasPrefix("errors · 第 \(first)/"), output)
        XCTAssertTrue(output.contains("题 · 一个错误让整条链停下\n"), output)
        XCTAssertTrue(output.contains("  combineLatest 用在 Errors.swift:25：\n"), output)
        XCTAssertTrue(output.contains("  写出 combineLatest 那一行：每 2 列为 1 拍，即 0.1 秒，第 0 列是第 0 拍。\n"), output)
        XCTAssertTrue(output.contains("  正确答案  ----a-b-#\n  你的答案  ----a-b-b-#\n"), output)
        XCTAssertTrue(output.contains("^ 第 4 拍：期望 error(sensor failed)，实际是 next(21° 50%)"), output)
        XCTAssertTrue(output.contains("  ✗ 还不对；这道题过一会儿会再出现。"), output)
        let right = quiz(["errors", "--card", try number(of: "lesson:errors/catch/1", in: "errors"), "--lang", "zh", "--answer", "-a(b|)  b=48"])
        XCTAssertTrue(right.console.output.contains("  ✓ 对了！"), right.console.output)

        let help = Console.capturing()
        XCTAssertEqual(runTool(["quiz", "--help", "--lang", "zh"], catalog: lessonCatalog, console: help, root: root), 0)
        XCTAssertTrue(help.output.contains("--card N"), help.output)
        XCTAssertTrue(help.output.contains("lesson:ID"), help.output)
    }
}
