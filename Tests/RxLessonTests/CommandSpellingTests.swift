import Foundation
import LessonCatalog
import LessonEngine
@testable import rxlesson
import TextKit
import XCTest

/// The commands a lesson's text names read as this learner types them.
final class CommandSpellingTests: XCTestCase {
    func testOnlyACommandsFirstWordIsRespelled() {
        let text = "Try `rxlesson play scan '-1-|'` and rxlesson quiz map; rxlesson's grader, Lessons/rxlesson/x, rxlesson."
        XCTAssertEqual(CommandSpelling.spelled(text, as: "swift run rxlesson --lang zh"),
                       "Try `swift run rxlesson --lang zh play scan '-1-|'` and swift run rxlesson --lang zh quiz map; rxlesson's grader, Lessons/rxlesson/x, rxlesson.")
        XCTAssertEqual(CommandSpelling.spelled(text, as: "rxlesson"), text)
    }

    func testRunShowsTheLessonsCommandsAsTheLearnerRunsThem() {
        let console = Console.capturing(width: 300)
        runTool(["run", "operator-families", "--lang", "zh"], catalog: lessonCatalog, console: console)
        XCTAssertTrue(console.output.contains("\(Invocation.current) --lang zh play scan '-1-2-3-|'"), console.output)
        let english = Console.capturing(width: 300)
        runTool(["run", "operator-families"], catalog: lessonCatalog, console: english)
        XCTAssertTrue(english.output.contains("Try \(Invocation.current) play scan '-1-2-3-|'"), english.output)
    }
}
