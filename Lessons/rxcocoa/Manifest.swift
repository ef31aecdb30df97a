import LessonKit
import Marbles
import RxCocoaKit
import RxCore

/// The exercises' world: the fake OpenWeatherMap answering after 2 ticks, a screen, and a user who searches London, then the misspelt Londn, then
/// Paris, each with the return key.
private struct SearchScene {
    let network: FakeNetwork
    let api: ApiController
    let screen: WeatherScreen

    init(_ play: Playground) {
        network = fakeOpenWeatherMap(play, latency: Tick.interval(2))
        api = ApiController(network: network)
        screen = WeatherScreen()
    }

    /// Each city of the scenario typed, then ⏎ a tick later (London ⏎ at tick 2, Londn ⏎
    /// at tick 12, Paris ⏎ at tick 22 in the shown run).
    func search(_ scenario: Scenario, _ play: Playground) {
        let field = screen.searchCityName
        for (tick, city) in Exercises.searches(scenario) {
            play.at(tick - 1) { field.replaceText(with: city) }
            play.at(tick) { field.pressReturn() }
        }
    }

    /// Records `stream` as the graded `result`, keeping the screen alive while it is recorded.
    func record<Stream: ObservableConvertibleType>(_ play: Playground, _ stream: Stream) {
        let screen = self.screen
        play.record("result", stream.asObservable().do(onDispose: { withExtendedLifetime(screen) {} }))
    }
}

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let search = ExerciseHarness(Exercise(
        id: "rxcocoa-search-driver",
        name: "Search",
        shown: searchScenario(shownSearches),
        variants: Variants { random in searchScenario(randomSearches(&random)) },
        rules: OperatorRules(require: ["flatMapLatest", "asDriver"])
    )) { (attempt: (TextField, ApiController) -> Driver<Weather>, play, scenario) in
        let scene = SearchScene(play)
        let search = attempt(scene.screen.searchCityName, scene.api)
        scene.record(play, search.map { $0.cityName })
        scene.search(scenario, play)
    }

    static let shownSearches = [(2, "London"), (12, "Londn"), (22, "Paris")]

    /// Three to five searches, far enough apart that each answer comes before the next ⏎.
    static func randomSearches(_ random: inout VariantGenerator) -> [(Int, String)] {
        random.ticks(random.int(in: 3...5), in: 2...60, gap: 10).map { ($0, random.pick(["London", "Paris", "Pariss", "Lndon", "Rome"])) }
    }

    static func searches(_ scenario: Scenario) -> [(Int, String)] {
        scenario["returns"].split(separator: ";").map { entry in
            let parts = entry.split(separator: "=")
            return (Int(parts[0]) ?? 0, String(parts[1]))
        }
    }

    /// ⏎ on a city is answered three ticks later (the request's 2, then a tick to the main
    /// thread): its weather, or an Unknown city when the server answers 404.
    static func searchScenario(_ searches: [(Int, String)]) -> Scenario {
        let known = ["london": "London", "paris": "Paris"]
        return Scenario(["returns": searches.map { "\($0.0)=\($0.1)" }.joined(separator: ";")],
                        expected: Expectation(diagram: .of(searches.map { ($0.0 + 3, known[$0.1.lowercased()] ?? "Unknown") })))
    }

    public static let isSearching = ExerciseHarness(Exercise(
        id: "rxcocoa-activity",
        name: "IsSearching",
        shown: isSearchingScenario(shownSearches),
        variants: Variants { random in isSearchingScenario(randomSearches(&random)) },
        rules: OperatorRules(forbid: ["just", "of", "from", "create"])
    )) { (attempt: (Observable<String>, Driver<Weather>) -> Driver<Bool>, play, scenario) in
        let scene = SearchScene(play)
        let field = scene.screen.searchCityName
        let api = scene.api
        let input = field.rx.controlEvent(.editingDidEndOnExit).asObservable()
            .map { field.text ?? "" }
            .filter { !$0.isEmpty }
        let results = input
            .flatMapLatest { api.currentWeather(city: $0).catchAndReturn(Weather.empty) }
            .asDriver(onErrorJustReturn: Weather.empty)
        let spinning = attempt(input, results)
        scene.record(play, spinning.map { $0 ? "on" : "off" })
        scene.search(scenario, play)
    }

    /// On at each ⏎, off when its answer comes, three ticks later.
    static func isSearchingScenario(_ searches: [(Int, String)]) -> Scenario {
        Scenario(["returns": searches.map { "\($0.0)=\($0.1)" }.joined(separator: ";")],
                 expected: Expectation(diagram: .of(searches.flatMap { [($0.0, "on"), ($0.0 + 3, "off")] })))
    }
}
