import CourseKit
import Foundation
import LessonCatalog
import LessonKit
import TextKit
import XCTest

/// The scenario a task shows is made once, by the judge; a task may render it
/// (`{shown:NAME}`, `{shown:result}`). Where the texts and the stub still state it in words,
/// they must agree: the two tasks state the same numbers, and the stub's doc comment states
/// no number the task and its hints do not.
final class ShownScenarioTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The numbers written in `text`, each as often as it is written.
    static func numbers(_ text: String) -> [String] {
        text.matches(of: #/[0-9]+/#).map { String($0.output) }.sorted()
    }

    func testBothTasksStateTheSameNumbers() {
        for exercise in lessonCatalog.flatMap(\.exercises) {
            XCTAssertEqual(Self.numbers(exercise.task.en), Self.numbers(exercise.task.zh), "\(exercise.id): the English and Chinese tasks disagree")
        }
    }

    func testTheStubStatesNoNumberTheTaskDoesNot() throws {
        for exercise in lessonCatalog.flatMap(\.exercises) {
            let stub = try String(contentsOf: Self.repository.appendingPathComponent(exercise.stubFile), encoding: .utf8)
            // The English doc comment: the Chinese lines say the same.
            let comment = stub.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("///") && !$0.contains(where: CJK.isHan) }
            let stated = Set(exercise.task.en.split(separator: "\n").map(String.init) + exercise.hints.map(\.en)).joined(separator: " ")
            let missing = Set(Self.numbers(comment.joined(separator: " "))).subtracting(Self.numbers(stated))
            XCTAssertEqual(missing, [], "\(exercise.id): \(exercise.stubFile) states \(missing.sorted()), which its task does not")
        }
    }

    /// A placeholder exercise's inputs: a diagram, and a number after it.
    struct DoubleInputs: ScenarioInputs {
        let numbers: Diagram
        let factor: Int
    }

    func testATaskRendersItsShownScenario() {
        let exercise = Exercise(id: "x-double", name: "Double",
                                shown: Scenario(DoubleInputs(numbers: "--1-2-|", factor: 2), expected: Expectation(marbles: "--2-4-|")),
                                variants: Variants { _ in Scenario(expected: Expectation(output: "")) })
        XCTAssertEqual(exercise.showingScenario("`{shown:numbers}` gives `{shown:result}`").text, "`--1-2-|` gives `--2-4-|`")
        XCTAssertEqual(exercise.showingScenario("{shown:nmbers}").unknown, ["nmbers"], "a name the scenario lacks is the text's problem")
        XCTAssertEqual(exercise.showingScenario("times {shown:factor}").text, "times 2")
        XCTAssertEqual(exercise.shown.listing.map(\.name), ["numbers", "factor"], "in declaration order")
        XCTAssertEqual(exercise.shown.listing.map(\.isDiagram), [true, false])
        let printing = Exercise(id: "x-print", name: "Print", shown: Scenario(expected: Expectation(output: "a\nb")),
                                variants: Variants { _ in Scenario(expected: Expectation(output: "")) })
        XCTAssertEqual(printing.showingScenario("{shown:result}").text, "a / b")
    }
}
