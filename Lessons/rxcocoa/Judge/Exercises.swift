import LessonKit
import Lesson_rxcocoa
import Marbles
import RxCocoaKit
import RxCore

/// This lesson's exercises in the order `list` shows them (the graded program never links this module).
public let exercises: [Exercise] = [Exercises.search, Exercises.isSearching]

/// Each exercise: its scenarios and what they must produce. The graded program runs
/// `Harness` (in the lesson) and never sees any of this.
public enum Exercises {
    public static let search = Exercise(
        id: "rxcocoa-search-driver",
        name: "Search",
        shown: searchScenario(shownSearches),
        variants: Variants { random in searchScenario(randomSearches(&random)) },
        rules: OperatorRules(require: ["flatMapLatest", "asDriver"])
    )

    public static let isSearching = Exercise(
        id: "rxcocoa-activity",
        name: "IsSearching",
        shown: isSearchingScenario(shownSearches),
        variants: Variants { random in isSearchingScenario(randomSearches(&random)) },
        rules: OperatorRules(forbid: ["just", "of", "from", "create"])
    )

    static let shownSearches = [(2, "London"), (12, "Londn"), (22, "Paris")]

    /// Three to five searches, far enough apart that each answer comes before the next ⏎.
    static func randomSearches(_ random: inout VariantGenerator) -> [(Int, String)] {
        random.ticks(random.int(in: 3...5), in: 2...60, gap: 10).map { ($0, random.pick(["London", "Paris", "Pariss", "Lndon", "Rome"])) }
    }

    /// ⏎ on a city is answered three ticks later (the request's 2, then a tick to the main
    /// thread): its weather, or an Unknown city when the server answers 404.
    static func searchScenario(_ searches: [(Int, String)]) -> Scenario {
        let known = ["london": "London", "paris": "Paris"]
        return Scenario(["returns": searches.map { "\($0.0)=\($0.1)" }.joined(separator: ";")],
                        expected: Expectation(diagram: .of(searches.map { ($0.0 + 3, known[$0.1.lowercased()] ?? "Unknown") })))
    }

    /// On at each ⏎, off when its answer comes, three ticks later.
    static func isSearchingScenario(_ searches: [(Int, String)]) -> Scenario {
        Scenario(["returns": searches.map { "\($0.0)=\($0.1)" }.joined(separator: ";")],
                 expected: Expectation(diagram: .of(searches.flatMap { [($0.0, "on"), ($0.0 + 3, "off")] })))
    }
}
