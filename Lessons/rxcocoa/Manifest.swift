import LessonKit
import RxCocoaKit
import RxCore

/// The exercises' world: the fake OpenWeatherMap answering after 2 ticks (one tick is a
/// second here), a screen, and a user who searches London, then the misspelt Londn, then
/// Paris, each with the return key.
private struct SearchScene {
    let network: FakeNetwork
    let api: ApiController
    let screen: WeatherScreen

    init(_ play: Playground) {
        network = fakeOpenWeatherMap(play, latency: .seconds(2))
        api = ApiController(network: network)
        screen = WeatherScreen()
    }

    /// London ⏎ at 2 s, Londn ⏎ at 12 s, Paris ⏎ at 22 s (each typed a second earlier).
    func searchThreeCities(_ play: Playground) {
        let field = screen.searchCityName
        for (tick, city) in [(1, "London"), (11, "Londn"), (21, "Paris")] {
            play.at(tick) { field.replaceText(with: city) }
            play.at(tick + 1) { field.pressReturn() }
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
        expected: Expectation(marbles: "-----London----Unknown---Paris")
    )) { (attempt: (TextField, ApiController) -> Driver<Weather>, play) in
        let scene = SearchScene(play)
        let search = attempt(scene.screen.searchCityName, scene.api)
        scene.record(play, search.map { $0.cityName })
        scene.searchThreeCities(play)
    }

    public static let isSearching = ExerciseHarness(Exercise(
        id: "rxcocoa-activity",
        name: "IsSearching",
        expected: Expectation(marbles: "--on-off----on-off----on-off")
    )) { (attempt: (Observable<String>, Driver<Weather>) -> Driver<Bool>, play) in
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
        scene.searchThreeCities(play)
    }
}
