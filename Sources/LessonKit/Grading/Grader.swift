import Foundation
import Marbles
import RxCore

/// Grades one exercise in this process: runs it on a fresh playground and compares the
/// stream recorded as `result` and the printed output with the exercise's expectation.
///
/// Besides the comparison it fails an exercise whose virtual time ran away (work still
/// pending at the playground's tick limit), that broke the Rx grammar (an event after a
/// terminal, re-entrancy), or that left runtime objects alive (`Resources.total` not back
/// where it started once the run and its playground are gone: a subscription never
/// disposed). Crashes and hangs cannot be caught here: `IsolatedGrader` runs this in a
/// child process for that.
public enum Grader {
    /// Virtual time at which a run is stopped and called runaway.
    public static let defaultTickLimit = 100_000

    public static func grade(_ exercise: Exercise, lesson: String, solution: Bool, root: URL,
                             tickLimit: Int = defaultTickLimit) -> GradeResult {
        var result = GradeResult(id: exercise.id, lesson: lesson, status: .pass,
                                 file: exercise.file, line: TodoLocator.line(of: exercise.file, root: root))
        let baseline = Resources.total
        let observed = observe(exercise, solution: solution, tickLimit: tickLimit)
        var leaked = Int(Resources.total) - Int(baseline)
        if leaked > 0 {
            // The first run may create the runtime's shared objects; a second run tells a
            // real leak (it grows again) from those.
            let again = Resources.total
            _ = observe(exercise, solution: solution, tickLimit: tickLimit)
            leaked = Int(Resources.total) - Int(again)
        }

        let comparison = Comparison(exercise.expected, observed)
        result.expected = comparison.expectedText
        result.actual = comparison.actualText
        result.figure = comparison.figure

        if let stoppedAt = observed.stoppedAt {
            result.status = .fail
            result.message = "virtual time ran away: work was still pending at tick \(stoppedAt), so something (an interval, a timer) was never disposed"
                + (comparison.sentence.map { "; first difference: \($0)" } ?? "")
        } else if let violation = observed.violations.first {
            result.status = .fail
            result.message = "Rx grammar broken: \(violation)"
        } else if let sentence = comparison.sentence {
            result.status = .fail
            result.message = sentence
        } else if leaked > 0 {
            result.status = .fail
            result.message = "leaked \(leaked) runtime object\(leaked == 1 ? "" : "s") (Resources.total did not return to its starting value): a subscription was never disposed"
        } else {
            result.figure = nil
        }
        return result
    }

    /// What one run left behind, read before its playground is released.
    struct Observation {
        var diagram: MarbleDiagram?
        var output: String
        var stoppedAt: Int?
        var violations: [String]
    }

    /// Runs the exercise on its own playground and releases it before returning, so the
    /// caller can count what is still alive.
    static func observe(_ exercise: Exercise, solution: Bool, tickLimit: Int) -> Observation {
        let play = Playground(tickLimit: tickLimit)
        var violations: [String] = []
        HookCapture.capture(into: play, onViolation: { violations.append($0.description) }) {
            exercise.run(solution, play)
            play.finish()
        }
        let stream = play.stream(named: "result")
        let diagram = stream.map { $0.diagram(origin: $0.subscribedAt ?? 0) }
        let observation = Observation(diagram: diagram, output: play.output, stoppedAt: play.stoppedAt, violations: violations)
        play.disposeRecordings()
        return observation
    }
}
