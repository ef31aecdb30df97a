import Foundation
import LessonCatalog
import LessonKit
import XCTest

/// One tick unit course-wide. No clock can choose another (a demo, an exercise and the
/// playground all tick at `Tick.seconds`), so what is left to check is what a learner reads:
/// every sentence that says how long a tick is says the same, and the word for a tick (拍)
/// is not also used for a timer's firing.
final class TickUnitTests: XCTestCase {
    static let root = TeachingOrderTests.root

    /// `(one) tick = 0.1 s`, `0.1 s a tick`, `0.1 s (one tick)`, `一拍 = 0.1 秒`, `0.1 秒（一拍）`…
    static let statements: [NSRegularExpression] = [
        #"\b(?:one |a |1 )?tick(?: of the virtual clock| here)? (?:=|is) ([0-9.]+) ?s\b"#,
        #"\b([0-9.]+) ?s (?:a|per) tick\b"#,
        #"\b([0-9.]+) ?s \((?:one|a) tick\)"#,
        #"\btick, ([0-9.]+) ?s\b"#,
        #"(?:一|1 ?)拍 ?(?:=|是|为|，即|，)? ?([0-9.]+) ?秒"#,
        #"([0-9.]+) ?秒(?:（一拍）|一拍)"#,
    ].map { try! NSRegularExpression(pattern: $0) }

    /// Every length of a tick stated in `text` (as written).
    static func statedLengths(in text: String) -> [String] {
        statements.flatMap { pattern in
            pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
                Range(match.range(at: 1), in: text).map { String(text[$0]) }
            }
        }
    }

    func testTheStatementsAreFound() {
        XCTAssertEqual(Self.statedLengths(in: "one tick = 1 s here; (here 1 s a tick)"), ["1", "1"])
        XCTAssertEqual(Self.statedLengths(in: "一拍 = 1 秒；两个计时器每 0.3 秒一拍"), ["1", "0.3"])
        XCTAssertEqual(Self.statedLengths(in: "every 0.1 s (one tick); 一列 = 一拍 = 0.1 秒"), ["0.1", "0.1"])
        XCTAssertEqual(Self.statedLengths(in: "每列 1 拍，即 0.1 秒；一拍为 1 秒；每列 5 拍，即 0.5 秒"), ["0.1", "1"])
        XCTAssertEqual(Self.statedLengths(in: "(one column is one tick, 1 s)（一列就是一拍，1 秒）"), ["1", "1"])
        XCTAssertEqual(Self.statedLengths(in: "a tick later, 3 ticks (0.3 s), at 2 s"), [])
    }

    func testEveryTextALearnerReadsStatesTheCoursesTick() throws {
        let unit = LessonKit.Tick.seconds
        var texts: [(String, String)] = []
        for lesson in lessonCatalog {
            for language in [Language.zh, .en] {
                texts.append(("\(lesson.id) summary", lesson.summary[language]))
                for demo in lesson.demos {
                    texts.append(("\(lesson.id)/\(demo.id)", demo.explanation[language] + " " + (demo.note?[language] ?? "")))
                }
                for exercise in lesson.exercises {
                    texts.append((exercise.id, ([exercise.task[language]] + exercise.hints.map { $0[language] }).joined(separator: " ")))
                }
            }
            for exercise in lesson.exercises {
                for file in [exercise.stubFile, exercise.solutionFile] {
                    texts.append((file, try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)))
                }
            }
        }
        for file in ["README.md", "Playground/Main.swift", "docs/glossary.md", "docs/lessons.md"] {
            texts.append((file, try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)))
        }
        var found = 0
        for (place, text) in texts {
            for length in Self.statedLengths(in: text) {
                found += 1
                XCTAssertEqual(Double(length), unit, "\(place) says a tick is \(length) s; the course's tick is \(unit) s")
            }
        }
        XCTAssertGreaterThan(found, 10, "the course says how long its tick is")
    }
}
