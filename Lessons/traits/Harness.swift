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

    public static let profile = ExerciseHarness { (attempt: (Observable<String>) -> Single<String>, play, scenario) in
        play.record("result", recorded(attempt(play.cold(scenario["response"]))))
    }

    public static let avatar = ExerciseHarness { (attempt: (Observable<String>, Single<String>) -> Single<String>, play, scenario) in
        let download = play.cold(scenario["download"]).asSingle()
        play.record("result", recorded(attempt(play.cold(scenario["cache"]), download)))
    }

    public static let saveThenReload = ExerciseHarness { (attempt: (Observable<String>, Single<String>) -> Single<String>, play, scenario) in
        let reload = play.cold(scenario["reload"]).asSingle()
        play.record("result", recorded(attempt(play.cold(scenario["writes"]), reload)))
    }

    public static let forecast = ExerciseHarness { (attempt: (Observable<String>, @escaping (String) -> Single<Int>) -> Driver<String>, play, scenario) in
        MainThread.use(play.scheduler)
        let temperatures = Dictionary(uniqueKeysWithValues: scenario["temperatures"].split(separator: " ").map { entry in
            let parts = entry.split(separator: "=")
            return (String(parts[0]), Int(parts[1]) ?? 0)
        })
        let scheduler = play.scheduler
        let fetch: (String) -> Single<Int> = { city in
            Observable<Int>.timer(Tick.interval(3), scheduler: scheduler)
                .flatMap { _ in temperatures[city].map { Observable.just($0) } ?? .error(LookupFailed()) }
                .asSingle()
        }
        play.record("result", attempt(play.hot(scenario["cities"]), fetch).asObservable())
    }

    public static let saveScreen = ExerciseHarness { (attempt: (Observable<Bool>) -> (count: Observable<String>, toast: Observable<String>), play, scenario) in
        MainThread.use(play.scheduler)
        let saves = play.hot(scenario["saves"]).map { $0 == "ok" }
        let screen = attempt(saves)
        // The first screen is open from tick 0 (its view is not graded); the second opens at
        // `late`: what it shows is the result.
        let bag = DisposeBag()
        screen.count.subscribe().disposed(by: bag)
        screen.toast.subscribe().disposed(by: bag)
        let late = Observable<Int>.timer(Tick.interval(scenario.number("late")), scheduler: play.scheduler)
            .flatMap { _ in Observable.merge(screen.count, screen.toast) }
            .do(onDispose: { withExtendedLifetime(bag) {} })
        play.record("result", late)
    }
}
