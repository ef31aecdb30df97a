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
        title: Localized(zh: "按回车搜索，404 之后还能继续搜", en: "Search on return, and keep searching after a 404"),
        task: Localized(
            zh: "search(from:api:) 返回一个 Weather 的 Driver：只在按下回车（.editingDidEndOnExit）时用输入框当前的文字查询，跳过空文字，新的搜索取代旧的。现在的版本照搬了书的最后一步：拼错的城市（404）之后 Driver 就结束了，后面的 Paris 再也查不到。让失败的那一次变成 Weather.empty，搜索继续。",
            en: "search(from:api:) returns a Driver of Weather: it looks up the field's current text only when return (.editingDidEndOnExit) is pressed, skips empty text, and a new search replaces the previous one. The current version copies the book's last step: after a misspelt city (404) the Driver is over and Paris is never looked up. Make the failed lookup become Weather.empty and keep the search going."
        ),
        hints: [
            Localized(zh: "错误在哪个序列里被接住，就只结束哪个序列。asDriver(onErrorJustReturn:) 接住的是整个搜索。", en: "An error ends only the sequence it is caught in. asDriver(onErrorJustReturn:) catches it for the whole search."),
            Localized(zh: "在 flatMapLatest 的闭包里，紧跟在 api.currentWeather(city:) 后面接住错误。", en: "Catch the error inside flatMapLatest's closure, right after api.currentWeather(city:)."),
            Localized(zh: ".flatMapLatest { api.currentWeather(city: $0).catchAndReturn(Weather.empty) }", en: ".flatMapLatest { api.currentWeather(city: $0).catchAndReturn(Weather.empty) }"),
        ],
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
        title: Localized(zh: "搜索时让指示器转起来", en: "Spin the indicator while searching"),
        task: Localized(
            zh: "isSearching(input:results:) 返回给活动指示器的 Driver<Bool>：每次搜索开始（input 发出城市名）时 true，结果到达（results 发出）时 false。现在的版本只会开始转，永远不停。",
            en: "isSearching(input:results:) returns the Driver<Bool> for the activity indicator: true whenever a search starts (input sends a city), false when its result arrives (results sends). The current version starts spinning and never stops."
        ),
        hints: [
            Localized(zh: "两个来源，一个变成 true，一个变成 false，合成一个序列。", en: "Two sources, one mapped to true, the other to false, combined into one sequence."),
            Localized(zh: "Observable.merge 把两个序列的元素按到达顺序放在一起；Driver 用 asObservable() 变回 Observable。", en: "Observable.merge interleaves two sequences in arrival order; asObservable() turns a Driver back into an Observable."),
            Localized(zh: "Observable.merge(input.map { _ in true }, results.asObservable().map { _ in false }).asDriver(onErrorJustReturn: false)", en: "Observable.merge(input.map { _ in true }, results.asObservable().map { _ in false }).asDriver(onErrorJustReturn: false)"),
        ],
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
