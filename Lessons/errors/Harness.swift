import CourseKit
import LessonKit
import Marbles
import RxCore

struct LookupFailed: Error {}

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let display = ExerciseHarness { (attempt: (Observable<String>) -> Observable<String>, play, inputs: DisplayInputs) in
        // "n/a" is drawn `na`; any other text that is not a reading (the `na` of the diagram
        // typed in, "N/A") is drawn with a `?` in front, so it never looks like the answer.
        let shown = attempt(play.cold(inputs.temperature))
            .map { $0 == "n/a" ? "na" : Int($0) == nil ? "?\($0)" : $0 }
        play.record("result", shown)
    }

    public static let prices = ExerciseHarness { (attempt: (Observable<Int>, @escaping (Int) -> Observable<Int>) -> Observable<Int>, play, inputs: PricesInputs) in
        let ids = play.cold(inputs.ids).map { Int($0) ?? -1 }
        let failing = Set(inputs.failing)
        let scheduler = play.scheduler
        let lookup: (Int) -> Observable<Int> = { id in
            Observable<Int>.timer(Tick.interval(1), scheduler: scheduler)
                .flatMap { _ in failing.contains(id) ? Observable<Int>.error(LookupFailed()) : .just(id * 10) }
        }
        play.record("result", attempt(ids, lookup))
    }

    public static let reliable = ExerciseHarness { (attempt: (Observable<String>) -> Observable<String>, play, inputs: ReliableInputs) in
        var attempts = 0
        let (failures, chunks) = (inputs.failures, inputs.chunks)
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

/// What Display is given: a scenario's inputs, made by the judge.
public struct DisplayInputs: ScenarioInputs {
    public let temperature: Diagram

    public init(temperature: Diagram) {
        self.temperature = temperature
    }
}

/// What Prices is given: a scenario's inputs, made by the judge.
public struct PricesInputs: ScenarioInputs {
    public let ids: Diagram
    public let failing: [Int]

    public init(ids: Diagram, failing: [Int]) {
        self.ids = ids
        self.failing = failing
    }
}

/// What Reliable is given: a scenario's inputs, made by the judge.
public struct ReliableInputs: ScenarioInputs {
    public let failures: Int
    public let chunks: Int

    public init(failures: Int, chunks: Int) {
        self.failures = failures
        self.chunks = chunks
    }
}
