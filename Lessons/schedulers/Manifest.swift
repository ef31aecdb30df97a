import LessonKit
import Marbles
import RxCocoaKit
import RxCore

/// A job that refuses to start on the main thread (it would freeze the screen).
struct StartedOnMain: Error, CustomStringConvertible {
    var description: String { "the job was subscribed on the main thread" }
}

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
/// Every expectation is computed in plain Swift from the scenario's inputs.
public enum Exercises {
    static let delays = ["delay", "delaySubscription"]

    /// Letters on the ticks given, as a diagram that completes at `end` (or goes on).
    static func diagram(_ events: [(Int, String)], completed end: Int? = nil) -> String {
        MarbleDiagram.of(events, completed: end).drawn
    }

    /// `count` letters at least `gap` ticks apart from tick 1, then maybe an end.
    static func randomLetters(_ random: inout VariantGenerator, count: Int, gap: Int) -> [(Int, String)] {
        let letters = Array("abcdefghijklmnopqrstuvwyz").shuffled(using: &random)
        let ticks = random.ticks(count, in: 1...(count * (gap + 2)), gap: gap)
        return zip(ticks, letters).map { ($0, String($1)) }
    }

    /// Records `result` with each value marked when it arrived off the main thread.
    static func recordOnMain(_ play: Playground, _ result: Observable<String>) {
        play.record("result", result.map { MainThread.isCurrent ? $0 : "\($0)@worker" })
    }

    // MARK: 1. one element a tick

    public static let onePerTick = ExerciseHarness(Exercise(
        id: "schedulers-one-per-tick",
        name: "OnePerTick",
        shown: onePerTickScenario([4, 8, 15]),
        variants: Variants { random in
            onePerTickScenario((0..<random.int(in: 4...7)).map { _ in random.int(in: 10...99) })
        },
        rules: OperatorRules(require: ["from"])
    )) { (attempt: ([Int], ImmediateSchedulerType) -> Observable<Int>, play, scenario) in
        let values = scenario["values"].split(separator: " ").compactMap { Int($0) }
        play.record("result", attempt(values, play.scheduler))
    }

    /// Scheduled on the test clock, each element is one step: ticks 1, 2, 3, …, and the
    /// completion one step after the last.
    static func onePerTickScenario(_ values: [Int]) -> Scenario {
        Scenario(["values": values.map(String.init).joined(separator: " ")],
                 expected: Expectation(diagram: .of(values.enumerated().map { ($0.offset + 1, "\($0.element)") }, completed: values.count + 1)))
    }

    // MARK: 2. back to the main thread

    public static let deliverOnMain = ExerciseHarness(Exercise(
        id: "schedulers-deliver-on-main",
        name: "DeliverOnMain",
        shown: deliverOnMainScenario([(2, "a"), (5, "b"), (9, "c")], end: 11),
        variants: Variants { random in
            let replies = randomLetters(&random, count: random.int(in: 4...7), gap: 3)
            return deliverOnMainScenario(replies, end: replies.last!.0 + random.int(in: 2...4))
        },
        rules: OperatorRules(require: ["observe(on:)"], forbid: delays)
    )) { (attempt: (Observable<String>, ImmediateSchedulerType) -> Observable<String>, play, scenario) in
        MainThread.use(play.scheduler)
        let replies = onWorker(play.hot(scenario["replies"]))
        recordOnMain(play, attempt(replies, MainThread.scheduler))
    }

    /// `source`'s events, each re-sent from the background at the tick it came: how a network
    /// callback arrives.
    static func onWorker(_ source: Observable<String>) -> Observable<String> {
        Observable.create { observer in
            source.subscribe { event in MainThread.background { observer.on(event) } }
        }
    }

    /// Each reply reaches the main thread one tick after it arrived in the background.
    static func deliverOnMainScenario(_ replies: [(Int, String)], end: Int) -> Scenario {
        Scenario(["replies": diagram(replies, completed: end)],
                 expected: Expectation(diagram: .of(replies.map { ($0.0 + 1, $0.1) }, completed: end + 1)))
    }

    // MARK: 3. start on a worker

    public static let startOnWorker = ExerciseHarness(Exercise(
        id: "schedulers-subscribe-on",
        name: "StartOnWorker",
        shown: startOnWorkerScenario([(2, "a"), (4, "b"), (7, "c")], end: 8),
        variants: Variants { random in
            let output = randomLetters(&random, count: random.int(in: 3...6), gap: 2)
            return startOnWorkerScenario(output, end: output.last!.0 + random.int(in: 1...3))
        },
        rules: OperatorRules(require: ["subscribe(on:)"], forbid: delays)
    )) { (attempt: (Observable<String>, ImmediateSchedulerType) -> Observable<String>, play, scenario) in
        MainThread.use(play.scheduler)
        let output = play.cold(scenario["output"])
        let job = Observable<String>.create { observer in
            guard !MainThread.isCurrent else {
                observer.onError(StartedOnMain())
                return Disposables.create()
            }
            return output.subscribe(observer)
        }
        play.record("result", attempt(job, WorkerScheduler(on: play.scheduler)))
    }

    /// The job starts one tick after the subscription, on the worker; its output follows
    /// from there, each part as many ticks after the start as the diagram shows.
    static func startOnWorkerScenario(_ output: [(Int, String)], end: Int) -> Scenario {
        Scenario(["output": diagram(output, completed: end)],
                 expected: Expectation(diagram: .of(output.map { ($0.0 + 1, $0.1) }, completed: end + 1)))
    }

    // MARK: 4. heavy work off the main thread

    public static let heavyOnWorker = ExerciseHarness(Exercise(
        id: "schedulers-heavy-work",
        name: "HeavyOnWorker",
        shown: heavyOnWorkerScenario([(1, 3), (5, 7), (8, 2)], end: 10),
        variants: Variants { random in
            let ticks = random.ticks(random.int(in: 4...7), in: 1...30, gap: 3)
            return heavyOnWorkerScenario(ticks.map { ($0, random.int(in: 1...9)) }, end: ticks.last! + random.int(in: 1...3))
        },
        rules: OperatorRules(require: ["observe(on:)", "map"], forbid: delays)
    )) { (attempt: (Observable<Int>, @escaping (Int) -> Int, ImmediateSchedulerType, ImmediateSchedulerType) -> Observable<Int>, play, scenario) in
        MainThread.use(play.scheduler)
        let inputs = play.hot(scenario["inputs"]).map { Int($0) ?? -1 }
        // Run on the main thread, the heavy step freezes the screen and gives up with 0.
        let heavy: (Int) -> Int = { MainThread.isCurrent ? 0 : $0 * 10 }
        let result = attempt(inputs, heavy, WorkerScheduler(on: play.scheduler), MainThread.scheduler)
        recordOnMain(play, result.map(String.init))
    }

    /// Each input: one tick to reach the worker, the heavy step there (× 10), one tick back
    /// to the main thread.
    static func heavyOnWorkerScenario(_ inputs: [(Int, Int)], end: Int) -> Scenario {
        Scenario(["inputs": diagram(inputs.map { ($0.0, "\($0.1)") }, completed: end)],
                 expected: Expectation(diagram: .of(inputs.map { ($0.0 + 2, "\($0.1 * 10)") }, completed: end + 2)))
    }
}
