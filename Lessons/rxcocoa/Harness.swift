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
    func search(_ scenario: ScenarioInputs, _ play: Playground) {
        let field = screen.searchCityName
        for (tick, city) in Harness.searches(scenario) {
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

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let search = ExerciseHarness { (attempt: (TextField, ApiController) -> Driver<Weather>, play, scenario) in
        let scene = SearchScene(play)
        let search = attempt(scene.screen.searchCityName, scene.api)
        scene.record(play, search.map { $0.cityName })
        scene.search(scenario, play)
    }

    public static let isSearching = ExerciseHarness { (attempt: (Observable<String>, Driver<Weather>) -> Driver<Bool>, play, scenario) in
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

    static func searches(_ scenario: ScenarioInputs) -> [(Int, String)] {
        scenario["returns"].split(separator: ";").map { entry in
            let parts = entry.split(separator: "=")
            return (Int(parts[0]) ?? 0, String(parts[1]))
        }
    }
}

