import LessonCatalog
import LessonKit
import Marbles
import RxCore
import XCTest

/// Runs one exercise (the learner's stub or the reference solution) on a fresh playground,
/// the way the grader does, and says whether it met its expectation.
struct ExerciseRun {
    var matches: Bool
    var why: String
}

func sequenceLessonsExercise(_ lesson: String, _ id: String, file: StaticString = #filePath, line: UInt = #line) -> Exercise? {
    guard let exercise = lessonCatalog.first(where: { $0.id == lesson })?.exercises.first(where: { $0.id == id }) else {
        XCTFail("no exercise \(lesson)/\(id)", file: file, line: line)
        return nil
    }
    return exercise
}

func sequenceLessonsRun(_ exercise: Exercise, solution: Bool) -> ExerciseRun {
    let play = Playground(tickLimit: 10_000)
    var violations: [String] = []
    let savedOutput = Hooks.output
    let savedViolation = Hooks.onGrammarViolation
    Hooks.output = { play.print($0) }
    Hooks.onGrammarViolation = { violations.append($0.description) }
    defer {
        play.disposeRecordings()
        Hooks.output = savedOutput
        Hooks.onGrammarViolation = savedViolation
    }
    exercise.run(solution, play)
    play.finish()
    if let stoppedAt = play.stoppedAt { return ExerciseRun(matches: false, why: "ran away at \(stoppedAt)") }
    if let violation = violations.first { return ExerciseRun(matches: false, why: "grammar: \(violation)") }
    if let marbles = exercise.expected.marbles {
        guard let stream = play.stream(named: "result") else { return ExerciseRun(matches: false, why: "no result stream") }
        let expected: MarbleDiagram
        do { expected = try MarbleParser.parse(marbles) } catch { return ExerciseRun(matches: false, why: "bad expectation \(marbles): \(error)") }
        let actual = stream.diagram(origin: stream.subscribedAt ?? 0)
        if let difference = MarbleDiff.firstDifference(expected: expected.events, actual: actual.events) {
            return ExerciseRun(matches: false, why: difference.sentence)
        }
    }
    if let output = exercise.expected.output, output != play.output {
        return ExerciseRun(matches: false, why: "printed:\n\(play.output)\nexpected:\n\(output)")
    }
    return ExerciseRun(matches: true, why: "")
}

/// The solution passes, the stub does not.
func assertSolutionPassesStubFails(_ lesson: String, _ id: String, file: StaticString = #filePath, line: UInt = #line) {
    guard let exercise = sequenceLessonsExercise(lesson, id, file: file, line: line) else { return }
    let solved = sequenceLessonsRun(exercise, solution: true)
    XCTAssertTrue(solved.matches, "\(id) solution: \(solved.why)", file: file, line: line)
    let stub = sequenceLessonsRun(exercise, solution: false)
    XCTAssertFalse(stub.matches, "\(id) stub already passes", file: file, line: line)
    XCTAssertGreaterThanOrEqual(exercise.hints.count, 2, file: file, line: line)
    XCTAssertLessThanOrEqual(exercise.hints.count, 3, file: file, line: line)
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let text = (try? String(contentsOf: root.appendingPathComponent(exercise.file), encoding: .utf8)) ?? ""
    XCTAssertTrue(text.contains("TODO"), "\(exercise.file) has a TODO marker", file: file, line: line)
}
