import CourseKit
import Lesson_threads
import RxCore

/// This lesson's exercises in the order `list` shows them (the graded program never links this module).
public let exercises: [Exercise] = [Exercises.waitForResults, Exercises.readInBackground, Exercises.loadScreen]

/// Each exercise: its scenarios and what they must print. The graded program runs `Harness`
/// (in the lesson) on real queues and prints only facts that do not depend on timing.
public enum Exercises {
    static let words = ["alpha", "bravo", "delta", "echo", "golf", "kilo", "lima", "oscar", "tango", "zulu"]

    public static let waitForResults = Exercise(
        id: "threads-to-blocking",
        name: "WaitForResults",
        shown: waitForResultsScenario([3, 1, 4], fails: false),
        variants: Variants { random in
            // Every grading meets a failing work and a completing one.
            let fails: Bool = random.inTurn([true, false, true])
            let values = (0..<random.int(in: 2...6)).map { _ in random.int(in: 0...99) }
            return waitForResultsScenario(values, fails: fails)
        },
        allowedImports: ["RxBlocking"]
    )

    public static let readInBackground = Exercise(
        id: "threads-subscribe-on-real",
        name: "ReadInBackground",
        shown: readInBackgroundScenario(["alpha", "bravo", "delta"]),
        variants: Variants { random in
            readInBackgroundScenario(Array(words.shuffled(using: &random).prefix(random.int(in: 2...5))))
        },
        rules: OperatorRules(require: ["subscribe(on:)"])
    )

    public static let loadScreen = Exercise(
        id: "threads-load-on-background",
        name: "LoadScreen",
        shown: loadScreenScenario([12, 7, 30]),
        variants: Variants { random in
            loadScreenScenario((0..<random.int(in: 2...6)).map { _ in random.int(in: 1...99) })
        },
        rules: OperatorRules(require: ["subscribe(on:)", "observe(on:)", "map"])
    )

    /// The work sends `values` from its queue, then completes or fails with the disk's error:
    /// the results in order, or the error.
    static func waitForResultsScenario(_ values: [Int], fails: Bool) -> Scenario {
        let printed = fails ? "error: disk full" : "results: " + values.map(String.init).joined(separator: " ")
        return Scenario(WaitForResultsInputs(values: values, ends: fails ? "error" : "completed"),
                        expected: Expectation(output: printed))
    }

    /// The read sends `lines` while subscribed; it must run on background, after the caller went on.
    static func readInBackgroundScenario(_ lines: [String]) -> Scenario {
        Scenario(ReadInBackgroundInputs(lines: lines),
                 expected: Expectation(output: """
                     read on: background
                     the caller went on before the read: true
                     lines: \(lines.joined(separator: " "))
                     """))
    }

    /// The records are `n=` and a number (so that parsing one shows in the chain's rows); each
    /// step in its place, the numbers in order.
    static func loadScreenScenario(_ records: [Int]) -> Scenario {
        Scenario(LoadScreenInputs(records: records.map { "n=\($0)" }.joined(separator: " ")),
                 expected: Expectation(output: """
                     read on: background
                     parse on: background
                     shown on: ui
                     values: \(records.map(String.init).joined(separator: " "))
                     """))
    }
}
