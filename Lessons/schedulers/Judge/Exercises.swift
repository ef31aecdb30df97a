import CourseKit
import Lesson_schedulers
import Marbles
import RxCocoaKit
import RxCore

/// This lesson's exercises in the order `list` shows them (the graded program never links this module).
public let exercises: [Exercise] = [Exercises.onePerTick, Exercises.deliverOnMain, Exercises.startOnWorker, Exercises.heavyOnWorker]

/// Each exercise: its scenarios and what they must produce. The graded program runs
/// `Harness` (in the lesson) and never sees any of this.
public enum Exercises {
    // MARK: 1. one element a tick

    public static let onePerTick = Exercise(
        id: "schedulers-one-per-tick",
        name: "OnePerTick",
        shown: onePerTickScenario([4, 8, 15]),
        variants: Variants { random in
            onePerTickScenario((0..<random.int(in: 4...7)).map { _ in random.int(in: 10...99) })
        },
        rules: OperatorRules(require: ["from"])
    )

    // MARK: 2. back to the main thread

    public static let deliverOnMain = Exercise(
        id: "schedulers-deliver-on-main",
        name: "DeliverOnMain",
        shown: deliverOnMainScenario([(2, "a"), (5, "b"), (9, "c")], end: 11),
        variants: Variants { random in
            let replies = randomLetters(&random, count: random.int(in: 4...7), gap: 3)
            return deliverOnMainScenario(replies, end: replies.last!.0 + random.int(in: 2...4))
        },
        rules: OperatorRules(require: ["observe(on:)"], forbid: delays)
    )

    // MARK: 3. start on a worker

    public static let startOnWorker = Exercise(
        id: "schedulers-subscribe-on",
        name: "StartOnWorker",
        shown: startOnWorkerScenario([(2, "a"), (4, "b"), (7, "c")], end: 8),
        variants: Variants { random in
            let output = randomLetters(&random, count: random.int(in: 3...6), gap: 2)
            return startOnWorkerScenario(output, end: output.last!.0 + random.int(in: 1...3))
        },
        rules: OperatorRules(require: ["subscribe(on:)"], forbid: delays)
    )

    // MARK: 4. heavy work off the main thread

    public static let heavyOnWorker = Exercise(
        id: "schedulers-heavy-work",
        name: "HeavyOnWorker",
        shown: heavyOnWorkerScenario([(1, 3), (5, 7), (8, 2)], end: 10),
        variants: Variants { random in
            let ticks = random.ticks(random.int(in: 4...7), in: 1...30, gap: 3)
            return heavyOnWorkerScenario(ticks.map { ($0, random.int(in: 1...9)) }, end: ticks.last! + random.int(in: 1...3))
        },
        rules: OperatorRules(require: ["observe(on:)", "map"], forbid: delays)
    )

    static let delays = ["delay", "delaySubscription"]

    /// Letters on the ticks given, as a diagram that completes at `end` (or goes on).
    static func diagram(_ events: [(Int, String)], completed end: Int? = nil) -> String {
        MarbleDiagram.of(events, completed: end).drawn
    }

    /// `count` letters at least `gap` ticks apart from tick 1, then maybe an end.
    static func randomLetters(_ random: inout VariantGenerator, count: Int, gap: Int) -> [(Int, String)] {
        let letters = Array("abcdefghijklmnopqrstuvwyz").shuffled(using: &random)
        let ticks = random.ticks(count, in: 1...(count * (gap + 2)), gap: gap)
        return zip(ticks, letters).map { ($0, String($1)) }
    }

    /// Scheduled on the test clock, each element is one step: ticks 1, 2, 3, …, and the
    /// completion one step after the last.
    static func onePerTickScenario(_ values: [Int]) -> Scenario {
        Scenario(OnePerTickInputs(values: values),
                 expected: Expectation(diagram: .of(values.enumerated().map { ($0.offset + 1, "\($0.element)") }, completed: values.count + 1)))
    }

    /// Each reply reaches the main thread one tick after it arrived in the background.
    static func deliverOnMainScenario(_ replies: [(Int, String)], end: Int) -> Scenario {
        Scenario(DeliverOnMainInputs(replies: Diagram(diagram(replies, completed: end))),
                 expected: Expectation(diagram: .of(replies.map { ($0.0 + 1, $0.1) }, completed: end + 1)))
    }

    /// The job starts one tick after the subscription, on the worker; its output follows
    /// from there, each part as many ticks after the start as the diagram shows.
    static func startOnWorkerScenario(_ output: [(Int, String)], end: Int) -> Scenario {
        Scenario(StartOnWorkerInputs(output: Diagram(diagram(output, completed: end))),
                 expected: Expectation(diagram: .of(output.map { ($0.0 + 1, $0.1) }, completed: end + 1)))
    }

    /// Each input: one tick to reach the worker, the heavy step there (× 10), one tick back
    /// to the main thread.
    static func heavyOnWorkerScenario(_ inputs: [(Int, Int)], end: Int) -> Scenario {
        Scenario(HeavyOnWorkerInputs(inputs: Diagram(diagram(inputs.map { ($0.0, "\($0.1)") }, completed: end))),
                 expected: Expectation(diagram: .of(inputs.map { ($0.0 + 2, "\($0.1 * 10)") }, completed: end + 2)))
    }
}
