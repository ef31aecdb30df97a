import CourseKit
import Lesson_operators
import Marbles
import RxCore

/// This lesson's exercises in the order `list` shows them (the graded program never links this module).
public let exercises: [Exercise] = [Exercises.myMap, Exercises.myMapFast, Exercises.myFilter]

/// Each exercise: its scenarios and what they must produce. The graded program runs
/// `Harness` (in the lesson) and never sees any of this.
public enum Exercises {
    public static let myMap = Exercise(
        id: "operators-my-map-easy",
        name: "MyMap",
        shown: mapScenario(source: threeTicks, factor: 10),
        variants: Variants { random in mapScenario(source: Source.random(&random), factor: random.int(in: 2...9)) },
        rules: OperatorRules(require: ["create"], forbid: ["map", "compactMap", "flatMap"], only: ["create"])
    )

    public static let myMapFast = Exercise(
        id: "operators-my-map-producer",
        name: "MyMapFast",
        shown: mapScenario(source: threeTicks, factor: 10, subscriptionsEnd: true),
        variants: Variants { random in mapScenario(source: Source.random(&random), factor: random.int(in: 2...9), subscriptionsEnd: true) },
        rules: OperatorRules(forbid: ["map", "compactMap", "flatMap", "create"], only: [], ownObservables: true)
    )

    public static let myFilter = Exercise(
        id: "operators-my-filter",
        name: "MyFilter",
        shown: filterScenario(source: threeTicks, divisor: 2),
        variants: Variants { random in filterScenario(source: Source.random(&random), divisor: random.int(in: 2...3)) },
        rules: OperatorRules(require: ["create"], forbid: ["filter", "compactMap", "flatMap"], only: ["create"])
    )

    /// A source of numbers, as a scenario's input: ticks and values, and how it ends.
    struct Source {
        var values: [(Int, Int)]
        var end: Int
        var fails: Bool

        /// Three to six one-digit numbers, then completed or an error.
        static func random(_ random: inout VariantGenerator) -> Source {
            let ticks = random.ticks(random.int(in: 3...6), in: 1...16)
            let values = ticks.map { ($0, random.int(in: 0...9)) }
            let end = ticks.last! + random.int(in: 0...2)
            // Variant 1 fails, variant 2 completes, variant 3 either: an operator that drops
            // the error (the shown source completes) always meets one.
            let either = random.int(in: 0...2) == 0
            return Source(values: values, end: end, fails: random.inTurn([true, false, either]))
        }

        func diagram(_ values: [(Int, String)]) -> MarbleDiagram {
            fails ? .of(values, failed: end) : .of(values, completed: end)
        }
    }

    /// 0, 1, 2 at ticks 2, 4 and 6, completing with the last.
    static let threeTicks = Source(values: [(2, 0), (4, 1), (6, 2)], end: 6, fails: false)

    static func mapScenario(source: Source, factor: Int, subscriptionsEnd: Bool = false) -> Scenario {
        Scenario(MyMapInputs(source: Diagram(source.diagram(source.values.map { ($0.0, "\($0.1)") })), factor: factor),
                 expected: Expectation(diagram: source.diagram(source.values.map { ($0.0, "\($0.1 * factor)") }), subscriptionsEnd: subscriptionsEnd))
    }

    static func filterScenario(source: Source, divisor: Int) -> Scenario {
        Scenario(MyFilterInputs(source: Diagram(source.diagram(source.values.map { ($0.0, "\($0.1)") })), divisor: divisor),
                 expected: Expectation(diagram: source.diagram(source.values.filter { $0.1 % divisor == 0 }.map { ($0.0, "\($0.1)") })))
    }
}
