import CourseKit
import LessonKit
import Marbles
import RxCocoaKit
import RxCore
import RxTestCore

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
    func search(_ returns: String, _ play: Playground) {
        let field = screen.searchCityName
        for (tick, city) in Harness.searches(returns) {
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
    public static let search = ExerciseHarness { (attempt: (TextField, ApiController) -> Driver<Weather>, play, inputs: SearchInputs) in
        let scene = SearchScene(play)
        let search = attempt(scene.screen.searchCityName, scene.api)
        scene.record(play, search.map { $0.cityName })
        scene.search(inputs.returns, play)
    }

    public static let isSearching = ExerciseHarness { (attempt: (Observable<String>, Driver<Weather>) -> Driver<Bool>, play, inputs: IsSearchingInputs) in
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
        scene.search(inputs.returns, play)
    }

    static func searches(_ returns: String) -> [(Int, String)] {
        returns.split(separator: ";").map { entry in
            let parts = entry.split(separator: "=")
            return (Int(parts[0]) ?? 0, String(parts[1]))
        }
    }
}


/// A failed weather lookup, with the server's status code.
public struct LookupFailed: Error {
    public let statusCode: Int
}

struct UploadFailed: Error {}

extension Harness {
    /// An upload of `total` bytes, `chunk` every `period` ticks, cut off after `failAfter`
    /// chunks; the progress is graded as a whole percentage.
    public static let uploadProgress = ExerciseHarness { (attempt: (Observable<(sent: Int, total: Int)>) -> Driver<Float>, play, inputs: UploadProgressInputs) in
        MainThread.use(play.scheduler)
        let (total, chunk, failAfter) = (inputs.total, inputs.chunk, inputs.failAfter)
        let upload = Observable<Int>.interval(Tick.interval(inputs.period), scheduler: play.scheduler)
            .map { index -> (sent: Int, total: Int) in
                guard index < failAfter else { throw UploadFailed() }
                return (sent: (index + 1) * chunk, total: total)
            }
        play.record("result", attempt(upload).asObservable().map { "\(Int(($0 * 100).rounded()))" })
    }

    /// Two temperature lookups (`tick=value;…`, `!code` a failure): the first graded as
    /// `result`, the second printed.
    public static let temperatureText = ExerciseHarness { (attempt: (Observable<Int>) -> Driver<String>, play, inputs: TemperatureTextInputs) in
        MainThread.use(play.scheduler)
        func lookup(_ plan: String) -> Observable<Int> {
            let events = plan.split(separator: ";").map { entry -> Recorded<Event<Int>> in
                let parts = entry.split(separator: "=")
                let tick = Int(parts[0]) ?? 0
                if parts[1].hasPrefix("!") { return .error(tick, LookupFailed(statusCode: Int(parts[1].dropFirst()) ?? 0)) }
                return .next(tick, Int(parts[1]) ?? 0)
            }
            return play.scheduler.createColdObservable(events).asObservable()
        }
        play.record("result", attempt(lookup(inputs.first)).asObservable())
        _ = attempt(lookup(inputs.second)).drive(
            onNext: { play.print("second: \($0) at tick \(play.now)") },
            onCompleted: { play.print("second: over at tick \(play.now)") })
    }

    /// Cities searched on the fake OpenWeatherMap (2 ticks a request, answers off the main
    /// thread); three labels; the screen closes at `closedAt` and its bag goes with it.
    public static let weatherLabels = ExerciseHarness { (attempt: (Observable<Weather>, Label, Label, Label, DisposeBag) -> Void, play, inputs: WeatherLabelsInputs) in
        let network = fakeOpenWeatherMap(play, latency: Tick.interval(2))
        let api = ApiController(network: network)
        let cities = PublishSubject<String>()
        let weather = cities.flatMapLatest { api.currentWeather(city: $0).catchAndReturn(Weather.empty) }
        let (city, temperature, humidity) = (Label(), Label(), Label())
        var bag: DisposeBag? = DisposeBag()
        play.record("result", city.rx.textChanges)
        attempt(weather, city, temperature, humidity, bag!)
        for (tick, name) in searches(inputs.returns) {
            play.at(tick) { cities.onNext(name) }
        }
        play.at(inputs.closedAt) {
            for (name, label) in [("temperature", temperature), ("humidity", humidity)] {
                play.print("\(name): " + label.history.compactMap { change in change.value.map { "\($0) at tick \(change.tick ?? -1)" } }.joined(separator: ", "))
            }
            play.print("requests: \(network.requestCount)")
            // The screen closes: its bag goes, and its labels (which Binders hold weakly) with it.
            withExtendedLifetime(city) { bag = nil }
        }
    }
}

/// What Search is given: a scenario's inputs, made by the judge.
public struct SearchInputs: ScenarioInputs {
    public let returns: String

    public init(returns: String) {
        self.returns = returns
    }
}

/// What IsSearching is given: a scenario's inputs, made by the judge.
public struct IsSearchingInputs: ScenarioInputs {
    public let returns: String

    public init(returns: String) {
        self.returns = returns
    }
}

/// What UploadProgress is given: a scenario's inputs, made by the judge.
public struct UploadProgressInputs: ScenarioInputs {
    public let total: Int
    public let chunk: Int
    public let period: Int
    public let failAfter: Int

    public init(total: Int, chunk: Int, period: Int, failAfter: Int) {
        self.total = total
        self.chunk = chunk
        self.period = period
        self.failAfter = failAfter
    }
}

/// What TemperatureText is given: a scenario's inputs, made by the judge.
public struct TemperatureTextInputs: ScenarioInputs {
    public let first: String
    public let second: String

    public init(first: String, second: String) {
        self.first = first
        self.second = second
    }
}

/// What WeatherLabels is given: a scenario's inputs, made by the judge.
public struct WeatherLabelsInputs: ScenarioInputs {
    public let returns: String
    public let closedAt: Int

    public init(returns: String, closedAt: Int) {
        self.returns = returns
        self.closedAt = closedAt
    }
}
