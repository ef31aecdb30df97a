import CourseKit
import Lesson_rxcocoa
import Marbles
import RxCocoaKit
import RxCore

/// This lesson's exercises in the order `list` shows them (the graded program never links this module).
public let exercises: [Exercise] = [Exercises.uploadProgress, Exercises.temperatureText, Exercises.isSearching, Exercises.search, Exercises.weatherLabels]

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
        rules: OperatorRules(forbid: OperatorRules.madeByHand)
    )

    public static let uploadProgress = Exercise(
        id: "rxcocoa-progress",
        name: "UploadProgress",
        shown: uploadProgressScenario(total: 1000, chunk: 250, period: 4, failAfter: 3),
        variants: Variants { random in
            let chunks = random.int(in: 4...8)
            return uploadProgressScenario(total: chunks * 100, chunk: 100, period: random.int(in: 3...5), failAfter: random.int(in: 2...(chunks - 1)))
        },
        rules: OperatorRules(forbid: OperatorRules.madeByHand)
    )

    public static let temperatureText = Exercise(
        id: "rxcocoa-driver-recover",
        name: "TemperatureText",
        shown: temperatureTextScenario(first: [(1, 12), (3, 15)], firstCode: 404, firstFailsAt: 5,
                                       second: [(2, 20)], secondCode: 500, secondFailsAt: 6),
        variants: Variants { random in
            // Every grading has a 404 and another failure, in turn first or second.
            let codes = random.inTurn([(404, 503), (500, 404), (404, 500)])
            func temperatures() -> [(Int, Int)] {
                random.ticks(random.int(in: 1...4), in: 1...16, gap: 3).map { ($0, random.int(in: 10...35)) }
            }
            let (first, second) = (temperatures(), temperatures())
            return temperatureTextScenario(first: first, firstCode: codes.0, firstFailsAt: first[first.count - 1].0 + random.int(in: 2...4),
                                           second: second, secondCode: codes.1, secondFailsAt: second[second.count - 1].0 + random.int(in: 2...4))
        },
        rules: OperatorRules(require: ["asDriver"])
    )

    public static let weatherLabels = Exercise(
        id: "rxcocoa-weather-labels",
        name: "WeatherLabels",
        shown: weatherLabelsScenario([(2, "London"), (10, "Londn"), (20, "Paris")]),
        variants: Variants { random in
            let ticks = random.ticks(random.int(in: 3...5), in: 1...50, gap: 9)
            return weatherLabelsScenario(ticks.map { ($0, random.pick(["London", "Paris", "Pariss", "Lndon", "Rome"])) })
        },
        rules: OperatorRules(forbid: OperatorRules.madeByHand)
    )

    /// A percentage per chunk, then 0 when the upload fails, and the end.
    static func uploadProgressScenario(total: Int, chunk: Int, period: Int, failAfter: Int) -> Scenario {
        let percents = (0..<failAfter).map { (period * ($0 + 1), "\(Int((Float(($0 + 1) * chunk) / Float(total) * 100).rounded()))") }
        let failedAt = period * (failAfter + 1)
        return Scenario(UploadProgressInputs(total: total, chunk: chunk, period: period, failAfter: failAfter),
                        expected: Expectation(diagram: .of(percents + [(failedAt, "0")], completed: failedAt)))
    }

    /// Each lookup's temperatures as text, then at its failure "none" for a 404 and "retry"
    /// for anything else, and the end.
    static func temperatureTextScenario(first: [(Int, Int)], firstCode: Int, firstFailsAt: Int,
                                        second: [(Int, Int)], secondCode: Int, secondFailsAt: Int) -> Scenario {
        func plan(_ values: [(Int, Int)], _ code: Int, _ failsAt: Int) -> String {
            (values.map { "\($0.0)=\($0.1)" } + ["\(failsAt)=!\(code)"]).joined(separator: ";")
        }
        func fallback(_ code: Int) -> String { code == 404 ? "none" : "retry" }
        let lines = second.map { "second: \($0.1) at tick \($0.0)" }
            + ["second: \(fallback(secondCode)) at tick \(secondFailsAt)", "second: over at tick \(secondFailsAt)"]
        return Scenario(TemperatureTextInputs(first: plan(first, firstCode, firstFailsAt), second: plan(second, secondCode, secondFailsAt)),
                        expected: Expectation(diagram: .of(first.map { ($0.0, "\($0.1)") } + [(firstFailsAt, fallback(firstCode))], completed: firstFailsAt),
                                              output: lines.joined(separator: "\n")))
    }

    /// Each search shows on the labels three ticks later (the request's 2, then a tick to the
    /// main thread): its city, temperature and humidity, or Unknown; one request per search.
    static func weatherLabelsScenario(_ searches: [(Int, String)]) -> Scenario {
        let known = ["london": ("London", "271°", "96%"), "paris": ("Paris", "293°", "52%")]
        let shown = searches.map { ($0.0 + 3, known[$0.1.lowercased()] ?? ("Unknown", "-1000°", "0%")) }
        let closedAt = searches[searches.count - 1].0 + 6
        let lines = ["temperature: " + shown.map { "\($0.1.1) at tick \($0.0)" }.joined(separator: ", "),
                     "humidity: " + shown.map { "\($0.1.2) at tick \($0.0)" }.joined(separator: ", "),
                     "requests: \(searches.count)"]
        return Scenario(WeatherLabelsInputs(returns: searches.map { "\($0.0)=\($0.1)" }.joined(separator: ";"), closedAt: closedAt),
                        expected: Expectation(diagram: .of(shown.map { ($0.0, $0.1.0) }), output: lines.joined(separator: "\n"), subscriptionsEnd: true))
    }

    static let shownSearches = [(2, "London"), (12, "Londn"), (22, "Paris")]

    /// Three to five searches, far enough apart that each answer comes before the next ⏎.
    static func randomSearches(_ random: inout VariantGenerator) -> [(Int, String)] {
        random.ticks(random.int(in: 3...5), in: 2...60, gap: 10).map { ($0, random.pick(["London", "Paris", "Pariss", "Lndon", "Rome"])) }
    }

    /// ⏎ on a city is answered three ticks later (the request's 2, then a tick to the main
    /// thread): its weather, or an Unknown city when the server answers 404.
    static func searchScenario(_ searches: [(Int, String)]) -> Scenario {
        let known = ["london": "London", "paris": "Paris"]
        return Scenario(SearchInputs(returns: searches.map { "\($0.0)=\($0.1)" }.joined(separator: ";")),
                        expected: Expectation(diagram: .of(searches.map { ($0.0 + 3, known[$0.1.lowercased()] ?? "Unknown") })))
    }

    /// On at each ⏎, off when its answer comes, three ticks later.
    static func isSearchingScenario(_ searches: [(Int, String)]) -> Scenario {
        Scenario(IsSearchingInputs(returns: searches.map { "\($0.0)=\($0.1)" }.joined(separator: ";")),
                 expected: Expectation(diagram: .of(searches.flatMap { [($0.0, "on"), ($0.0 + 3, "off")] })))
    }
}
