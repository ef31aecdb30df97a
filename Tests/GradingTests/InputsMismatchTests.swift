import CourseKit
import Foundation
import LessonEngine
import LessonHost
import LessonKit
import XCTest

/// A judge and its harness that disagree on an exercise's inputs are the lesson author's
/// mistake: the graded program cannot decode what it is sent, says why before it plays
/// anything, and the grader blames the course, never the learner's file. (That a harness and a
/// judge naming two types of one name fail to compile cannot be an XCTest.)
final class InputsMismatchTests: XCTestCase {
    /// What `dispose-interval`'s harness reads (`StopTheIntervalInputs`).
    struct IntervalInputs: ScenarioInputs {
        let period: Int
        let count: Int
    }

    /// Inputs of another shape: the period drawn as a diagram, no count.
    struct DrawnPeriod: ScenarioInputs {
        let period: Diagram
    }

    /// What the grader sends, decoded as the child decodes it: the wrong shape names the input.
    func testAPayloadOfTheWrongShapeSaysWhichInput() throws {
        let encoder = JSONEncoder()
        let right = try encoder.encode(ChildRequest(scenarios: [AnyScenarioInputs(IntervalInputs(period: 3, count: 2))], traced: [0]))
        XCTAssertEqual(try JSONDecoder().decode(ChildRequest<IntervalInputs>.self, from: right).scenarios, [IntervalInputs(period: 3, count: 2)])

        let wrongType = try encoder.encode(ChildRequest(scenarios: [AnyScenarioInputs(DrawnPeriod(period: "--x"))], traced: [0]))
        XCTAssertThrowsError(try JSONDecoder().decode(ChildRequest<IntervalInputs>.self, from: wrongType)) { error in
            XCTAssertEqual(InputsMismatch.problem(error), "period: expected Int")
        }
        let missing = try encoder.encode(ChildRequest(scenarios: [AnyScenarioInputs(IntervalInputs(period: 3, count: 2)),
                                                                  AnyScenarioInputs(NoInputs())], traced: [0]))
        XCTAssertThrowsError(try JSONDecoder().decode(ChildRequest<IntervalInputs>.self, from: missing)) { error in
            XCTAssertEqual(InputsMismatch.problem(error), "period: missing")
        }
    }

    /// The child's line is read only from a program that played nothing and exited with the
    /// mismatch's status: a learner's program that prints it later is not believed.
    func testOnlyTheHostsLineBeforeAnyScenarioCounts() {
        let line = InputsMismatch.mark + #"{"type":"StopTheIntervalInputs","problem":"period: missing"}"# + "\n"
        XCTAssertEqual(InputsMismatch.reported(stderr: line, exitStatus: InputsMismatch.exitStatus, playedNothing: true),
                       InputsMismatch(type: "StopTheIntervalInputs", problem: "period: missing"))
        XCTAssertNil(InputsMismatch.reported(stderr: line, exitStatus: InputsMismatch.exitStatus, playedNothing: false))
        XCTAssertNil(InputsMismatch.reported(stderr: line, exitStatus: 0, playedNothing: true))
        XCTAssertNil(InputsMismatch.reported(stderr: "printed first\n" + line, exitStatus: InputsMismatch.exitStatus, playedNothing: true))
    }

    /// The reference solution, graded on scenarios its harness cannot read: not a pass, not the
    /// learner's failure, a sentence that names the exercise, the type and the harness.
    func testTheGraderBlamesTheAuthor() throws {
        let exercise = Lesson(id: "dispose", demos: []).graded(by: [
            Exercise(id: "dispose-interval", name: "StopTheInterval",
                     shown: Scenario(DrawnPeriod(period: "--x"), expected: Expectation(marbles: "---0")),
                     variants: Variants { _ in Scenario(DrawnPeriod(period: "--x"), expected: Expectation(marbles: "---0")) }),
        ]).exercises[0]
        let solution = ScratchCourse.repository.appendingPathComponent(exercise.solutionFile)
        let result = try Grader.forThisBuild().get().grade(exercise, source: solution, shownAs: exercise.solutionFile)
        XCTAssertEqual(result.status, .crash)
        XCTAssertEqual(result.failure, .inputsDoNotFit(exercise: "dispose-interval", type: "StopTheIntervalInputs", problem: "period: expected Int",
                                                       harness: "Lessons/dispose/Harness.swift (Harness.stopTheInterval)"))
        XCTAssertTrue(result.message(.en).hasPrefix("the course's mistake, not your code's: the harness of exercise dispose-interval"), result.message(.en))
        XCTAssertTrue(result.message(.zh).hasPrefix("这是课程的错误"), result.message(.zh))
    }
}
