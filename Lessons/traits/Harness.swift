import CourseKit
import LessonKit
import Marbles
import RxCocoaKit
import RxCore

struct LookupFailed: Error {}

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    /// RxSwift's two asSingle errors drawn as values, so the figure tells them apart:
    /// `none` (RxError.noElements), `many` (RxError.moreThanOneElement), `fail` (anything else).
    static func named(_ error: Swift.Error) -> String {
        switch error as? RxError {
        case .noElements?: return "none"
        case .moreThanOneElement?: return "many"
        default: return "fail"
        }
    }

    /// A Single as the graded stream: its success as `next` and `completed`, its error as the
    /// error's name, then `completed`.
    static func recorded<Element>(_ single: Single<Element>) -> Observable<String> {
        single.asObservable().map { "\($0)" }.catch { .just(named($0)) }
    }

    public static let profile = ExerciseHarness { (attempt: (Observable<String>) -> Single<String>, play, inputs: ProfileInputs) in
        play.record("result", recorded(attempt(play.cold(inputs.response))))
    }

    public static let avatar = ExerciseHarness { (attempt: (Observable<String>, Single<String>) -> Single<String>, play, inputs: AvatarInputs) in
        let download = play.cold(inputs.download).asSingle()
        play.record("result", recorded(attempt(play.cold(inputs.cache), download)))
    }

    public static let saveThenReload = ExerciseHarness { (attempt: (Observable<String>, Single<String>) -> Single<String>, play, inputs: SaveThenReloadInputs) in
        let reload = play.cold(inputs.reload).asSingle()
        play.record("result", recorded(attempt(play.cold(inputs.writes), reload)))
    }

    public static let forecast = ExerciseHarness { (attempt: (Observable<String>, @escaping (String) -> Single<Int>) -> Driver<String>, play, inputs: ForecastInputs) in
        MainThread.use(play.scheduler)
        let temperatures = Dictionary(uniqueKeysWithValues: inputs.temperatures.split(separator: " ").map { entry in
            let parts = entry.split(separator: "=")
            return (String(parts[0]), Int(parts[1]) ?? 0)
        })
        let scheduler = play.scheduler
        let fetch: (String) -> Single<Int> = { city in
            Observable<Int>.timer(Tick.interval(3), scheduler: scheduler)
                .flatMap { _ in temperatures[city].map { Observable.just($0) } ?? .error(LookupFailed()) }
                .asSingle()
        }
        play.record("result", attempt(play.hot(inputs.cities), fetch).asObservable())
    }

    public static let saveScreen = ExerciseHarness { (attempt: (Observable<Bool>) -> (count: Observable<String>, toast: Observable<String>), play, inputs: SaveScreenInputs) in
        MainThread.use(play.scheduler)
        let saves = play.hot(inputs.saves).map { $0 == "ok" }
        let screen = attempt(saves)
        // The first screen is open from tick 0 (its view is not graded); the second opens at
        // `late`: what it shows is the result.
        let bag = DisposeBag()
        screen.count.subscribe().disposed(by: bag)
        screen.toast.subscribe().disposed(by: bag)
        let late = Observable<Int>.timer(Tick.interval(inputs.late), scheduler: play.scheduler)
            .flatMap { _ in Observable.merge(screen.count, screen.toast) }
            .do(onDispose: { withExtendedLifetime(bag) {} })
        play.record("result", late)
    }
}

/// What Profile is given: a scenario's inputs, made by the judge.
public struct ProfileInputs: ScenarioInputs {
    public let response: Diagram

    public init(response: Diagram) {
        self.response = response
    }
}

/// What Avatar is given: a scenario's inputs, made by the judge.
public struct AvatarInputs: ScenarioInputs {
    public let cache: Diagram
    public let download: Diagram

    public init(cache: Diagram, download: Diagram) {
        self.cache = cache
        self.download = download
    }
}

/// What SaveThenReload is given: a scenario's inputs, made by the judge.
public struct SaveThenReloadInputs: ScenarioInputs {
    public let writes: Diagram
    public let reload: Diagram

    public init(writes: Diagram, reload: Diagram) {
        self.writes = writes
        self.reload = reload
    }
}

/// What Forecast is given: a scenario's inputs, made by the judge.
public struct ForecastInputs: ScenarioInputs {
    public let cities: Diagram
    public let temperatures: String

    public init(cities: Diagram, temperatures: String) {
        self.cities = cities
        self.temperatures = temperatures
    }
}

/// What SaveScreen is given: a scenario's inputs, made by the judge.
public struct SaveScreenInputs: ScenarioInputs {
    public let saves: Diagram
    public let late: Int

    public init(saves: Diagram, late: Int) {
        self.saves = saves
        self.late = late
    }
}
