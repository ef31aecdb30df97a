import LessonCatalog
import LessonKit
import Marbles
import XCTest

/// Checks the exercises of the share / operators / life-happens / errors / debug lessons
/// without the grader: the solution matches the expectation, the learner's stub does not.
enum L2ExerciseCheck {
    struct Outcome {
        let marblesMatch: Bool?
        let outputMatches: Bool?
        let actualOutput: String
        let actualEvents: String
        var passes: Bool { marblesMatch != false && outputMatches != false }
    }

    static func run(_ exercise: Exercise, solution: Bool) -> Outcome {
        let play = Playground()
        exercise.run(solution, play)
        play.finish()
        var marblesMatch: Bool?
        var actualEvents = "(no result stream)"
        if let expected = exercise.expected.marbles {
            if let stream = play.stream(named: "result"), let origin = stream.subscribedAt {
                let actual = stream.diagram(origin: origin).events.map(key)
                actualEvents = actual.joined(separator: " ")
                let wanted = ((try? MarbleParser.parse(expected))?.events ?? []).map(key)
                marblesMatch = actual == wanted
            } else {
                marblesMatch = false
            }
        }
        var outputMatches: Bool?
        if let expected = exercise.expected.output {
            outputMatches = trimmed(play.output) == trimmed(expected)
        }
        return Outcome(marblesMatch: marblesMatch, outputMatches: outputMatches, actualOutput: play.output, actualEvents: actualEvents)
    }

    /// Time, kind and (for `next`) value; an error's description is not part of the diagram.
    static func key(_ event: MarbleEvent) -> String {
        switch event.kind {
        case .next: return "\(event.time):\(event.value ?? "")"
        default: return "\(event.time):\(event.kind)"
        }
    }

    static func trimmed(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
            .joined(separator: "\n")
            .trimmingCharacters(in: .newlines)
    }

    static func verify(lesson id: String, count: Int, file: StaticString = #filePath, line: UInt = #line) {
        guard let lesson = lessonCatalog.first(where: { $0.id == id }) else {
            return XCTFail("lesson \(id) is not registered", file: file, line: line)
        }
        XCTAssertGreaterThanOrEqual(lesson.exercises.count, count, file: file, line: line)
        for exercise in lesson.exercises {
            let good = run(exercise, solution: true)
            XCTAssertTrue(good.passes, "\(exercise.id): the solution fails\nevents: \(good.actualEvents)\noutput:\n\(good.actualOutput)", file: file, line: line)
            let stub = run(exercise, solution: false)
            XCTAssertFalse(stub.passes, "\(exercise.id): the stub already passes", file: file, line: line)
            XCTAssertTrue(exercise.file.hasPrefix("Lessons/\(id)/Exercises/"), exercise.id, file: file, line: line)
            XCTAssertTrue((2...3).contains(exercise.hints.count), "\(exercise.id): 2-3 hints", file: file, line: line)
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            let text = (try? String(contentsOf: root.appendingPathComponent(exercise.file), encoding: .utf8)) ?? ""
            XCTAssertTrue(text.contains("// TODO:"), "\(exercise.id): the stub has a TODO marker", file: file, line: line)
        }
    }
}
