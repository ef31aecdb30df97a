import LessonKit
import RxCore

struct LookupFailed: Error {}

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let display = ExerciseHarness(Exercise(
        id: "errors-fallback-value",
        name: "Display",
        expected: Expectation(marbles: "-20-21(na,|)")
    )) { (attempt: (Observable<String>) -> Observable<String>, play) in
        let temperature = timeline(play, [(1, .next("20")), (4, .next("21")), (6, .error(LookupFailed()))])
        let shown = attempt(temperature)
            .map { $0 == "n/a" ? "na" : $0 }
        play.record("result", shown)
    }

    public static let prices = ExerciseHarness(Exercise(
        id: "errors-catch-inside-flat-map",
        name: "Prices",
        expected: Expectation(marbles: "-10-0--30|")
    )) { (attempt: (Observable<Int>, @escaping (Int) -> Observable<Int>) -> Observable<Int>, play) in
        let ids = timeline(play, [(0, .next(1)), (3, .next(2)), (6, .next(3)), (9, .completed)])
        let scheduler = play.scheduler
        let lookup: (Int) -> Observable<Int> = { id in
            Observable<Int>.timer(.seconds(1), scheduler: scheduler)
                .flatMap { _ in id == 2 ? Observable<Int>.error(LookupFailed()) : .just(id * 10) }
        }
        play.record("result", attempt(ids, lookup))
    }

    public static let reliable = ExerciseHarness(Exercise(
        id: "errors-retry-download",
        name: "Reliable",
        expected: Expectation(marbles: "-a-a-a(b|)")
    )) { (attempt: (Observable<String>) -> Observable<String>, play) in
        var attempts = 0
        let scheduler = play.scheduler
        let download = Observable<String>.deferred {
            attempts += 1
            let fails = attempts < 3
            return Observable<Int>.interval(.seconds(1), scheduler: scheduler).take(2)
                .flatMap { index -> Observable<String> in
                    if index == 0 { return .just("a") }
                    return fails ? .error(LookupFailed()) : .just("b")
                }
        }
        play.record("result", attempt(download))
    }
}
