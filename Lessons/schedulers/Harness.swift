import CourseKit
import LessonKit
import Marbles
import RxCocoaKit
import RxCore

/// A job that refuses to start on the main thread (it would freeze the screen).
struct StartedOnMain: Error, CustomStringConvertible {
    var description: String { "the job was subscribed on the main thread" }
}

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let onePerTick = ExerciseHarness { (attempt: ([Int], ImmediateSchedulerType) -> Observable<Int>, play, inputs: OnePerTickInputs) in
        let values = inputs.values
        play.record("result", attempt(values, play.scheduler))
    }

    public static let deliverOnMain = ExerciseHarness { (attempt: (Observable<String>, ImmediateSchedulerType) -> Observable<String>, play, inputs: DeliverOnMainInputs) in
        MainThread.use(play.scheduler)
        let replies = onWorker(play.hot(inputs.replies))
        recordOnMain(play, attempt(replies, MainThread.scheduler))
    }

    public static let startOnWorker = ExerciseHarness { (attempt: (Observable<String>, ImmediateSchedulerType) -> Observable<String>, play, inputs: StartOnWorkerInputs) in
        MainThread.use(play.scheduler)
        let output = play.cold(inputs.output)
        let job = Observable<String>.create { observer in
            guard !MainThread.isCurrent else {
                observer.onError(StartedOnMain())
                return Disposables.create()
            }
            return output.subscribe(observer)
        }
        play.record("result", attempt(job, WorkerScheduler(on: play.scheduler)))
    }

    public static let heavyOnWorker = ExerciseHarness { (attempt: (Observable<Int>, @escaping (Int) -> Int, ImmediateSchedulerType, ImmediateSchedulerType) -> Observable<Int>, play, inputs: HeavyOnWorkerInputs) in
        MainThread.use(play.scheduler)
        let inputs = play.hot(inputs.inputs).map { Int($0) ?? -1 }
        // Run on the main thread, the heavy step freezes the screen and gives up with 0.
        let heavy: (Int) -> Int = { MainThread.isCurrent ? 0 : $0 * 10 }
        let result = attempt(inputs, heavy, WorkerScheduler(on: play.scheduler), MainThread.scheduler)
        recordOnMain(play, result.map(String.init))
    }

    /// Records `result` with each value marked when it arrived off the main thread.
    static func recordOnMain(_ play: Playground, _ result: Observable<String>) {
        play.record("result", result.map { MainThread.isCurrent ? $0 : "\($0)@worker" })
    }

    /// `source`'s events, each re-sent from the background at the tick it came: how a network
    /// callback arrives.
    static func onWorker(_ source: Observable<String>) -> Observable<String> {
        Observable.create { observer in
            source.subscribe { event in MainThread.background { observer.on(event) } }
        }
    }
}

/// What OnePerTick is given: a scenario's inputs, made by the judge.
public struct OnePerTickInputs: ScenarioInputs {
    public let values: [Int]

    public init(values: [Int]) {
        self.values = values
    }
}

/// What DeliverOnMain is given: a scenario's inputs, made by the judge.
public struct DeliverOnMainInputs: ScenarioInputs {
    public let replies: Diagram

    public init(replies: Diagram) {
        self.replies = replies
    }
}

/// What StartOnWorker is given: a scenario's inputs, made by the judge.
public struct StartOnWorkerInputs: ScenarioInputs {
    public let output: Diagram

    public init(output: Diagram) {
        self.output = output
    }
}

/// What HeavyOnWorker is given: a scenario's inputs, made by the judge.
public struct HeavyOnWorkerInputs: ScenarioInputs {
    public let inputs: Diagram

    public init(inputs: Diagram) {
        self.inputs = inputs
    }
}
