import Foundation
import LessonCatalog
import TextKit
import XCTest

/// Chinese set by the rules of Chinese typesetting, at every width a terminal may have.
final class ChineseTypesettingTests: XCTestCase {
    func testNoLineStartsWithClosingOrEndsWithOpeningPunctuation() {
        for width in [60, 80, 100] {
            let console = Console.capturing(width: width)
            XCTAssertEqual(runTool(["run", "--all", "--lang", "zh"], catalog: lessonCatalog, console: console), 0)
            for line in console.output.split(separator: "\n") {
                let text = line.trimmingCharacters(in: .whitespaces)
                guard let first = text.first, let last = text.last else { continue }
                XCTAssertFalse(CJK.isClosingPunctuation(first) && "。，、；：！？）」』】〉》".contains(first), "\(width) columns: \(line)")
                XCTAssertFalse("（「『【〈《".contains(last), "\(width) columns: \(line)")
            }
        }
    }

    func testLessonProseUsesFullWidthPunctuationAndOneWordForTick() {
        for lesson in lessonCatalog {
            var texts = [lesson.title.zh, lesson.summary.zh]
            for demo in lesson.demos { texts += [demo.title.zh, demo.explanation.zh] + (demo.note.map { [$0.zh] } ?? []) }
            for exercise in lesson.exercises { texts += [exercise.title.zh, exercise.task.zh] + exercise.hints.map(\.zh) }
            for text in texts {
                XCTAssertNil(text.range(of: #"(?<![那这])(\d|几|一)\s*刻"#, options: .regularExpression), "\(lesson.id): 拍, not 刻, for a tick: \(text)")
                XCTAssertEqual(ChinesePunctuation.hasAsciiPunctuationInChineseProse(text).count, 0, "\(lesson.id): \(text)")
            }
        }
    }
}
