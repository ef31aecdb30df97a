import LessonKit
import Marbles
import RxCore

struct LookupFailed: Error {}

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let display = ExerciseHarness { (attempt: (Observable<String>) -> Observable<String>, play, scenario) in
        // "n/a" is drawn `na`; any other text that is not a reading (the `na` of the diagram
        // typed in, "N/A") is drawn with a `?` in front, so it never looks like the answer.
        let shown = attempt(play.cold(scenario["temperature"]))
            .map { $0 == "n/a" ? "na" : Int($0) == nil ? "?\($0)" : $0 }
        play.record("result", shown)
    }

    public static let prices = ExerciseHarness { (attempt: (Observable<Int>, @escaping (Int) -> Observable<Int>) -> Observable<Int>, play, scenario) in
        let ids = play.cold(scenario["ids"]).map { Int($0) ?? -1 }
        let failing = Set(scenario["failing"].split(separator: " ").compactMap { Int($0) })
        let scheduler = play.scheduler
        let lookup: (Int) -> Observable<Int> = { id in
            Observable<Int>.timer(Tick.interval(1), scheduler: scheduler)
                .flatMap { _ in failing.contains(id) ? Observable<Int>.error(LookupFailed()) : .just(id * 10) }
        }
        play.record("result", attempt(ids, lookup))
    }

    public static let reliable = ExerciseHarness { (attempt: (Observable<String>) -> Observable<String>, play, scenario) in
        var attempts = 0
        let (failures, chunks) = (scenario.number("failures"), scenario.number("chunks"))
        let scheduler = play.scheduler
        let download = Observable<String>.deferred {
            attempts += 1
            let fails = attempts <= failures
            return Observable<Int>.interval(Tick.interval(1), scheduler: scheduler).take(chunks)
                .flatMap { index -> Observable<String> in
                    if index < chunks - 1 { return .just("a") }
                    return fails ? .error(LookupFailed()) : .just("b")
                }
        }
        play.record("result", attempt(download))
    }
}

