import CourseKit
import Dispatch
import Foundation
import LessonKit
import RxCore

/// The error a user's request fails with in Greeting: the reason the scenario names.
struct RequestFailed: Error, CustomStringConvertible {
    let reason: String
    var description: String { reason }
}

/// A flag set on any thread.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false

    func raise() {
        lock.lock()
        raised = true
        lock.unlock()
    }

    var isRaised: Bool {
        lock.lock()
        defer { lock.unlock() }
        return raised
    }
}

/// What the graded program runs for each exercise: it calls the learner's async function in
/// a task, waits for it on this thread (two seconds at most: then it cancels the task and
/// says so), and prints the answer. What it must print is in `Judge/`, which it never links.
public enum Harness {
    /// How long the learner's function may take: everything it awaits is ready at once.
    static let patience = 2.0

    public static let sumAll = ExerciseHarness { (attempt: @escaping (Observable<Int>) async throws -> Int, play, inputs: SumAllInputs) in
        let numbers = Observable.from(inputs.numbers)
        report(play, waitForTask(seconds: patience) { try await attempt(numbers) }) { "sum: \($0)" }
    }

    public static let greeting = ExerciseHarness { (attempt: @escaping (Single<String>) async -> String, play, inputs: GreetingInputs) in
        let user: Single<String> = inputs.reason.isEmpty
            ? .just(inputs.name)
            : .error(RequestFailed(reason: inputs.reason))
        report(play, waitForTask(seconds: patience) { await attempt(user) }) { $0 }
    }

    public static let readUntil = ExerciseHarness { (attempt: @escaping (Int, Observable<Int>) async throws -> [Int], play, inputs: ReadUntilInputs) in
        let values = inputs.readings
        let unplugged = inputs.ends == "error"
        let disposed = Flag()
        // The sensor sends its readings at once, then either fails or goes quiet for ever.
        let readings = Observable<Int>.create { observer in
            values.forEach(observer.onNext)
            if unplugged { observer.onError(RequestFailed(reason: "sensor unplugged")) }
            return Disposables.create { disposed.raise() }
        }
        let limit = inputs.limit
        report(play, waitForTask(seconds: patience) { try await attempt(limit, readings) }) {
            "readings: " + $0.map(String.init).joined(separator: " ")
        }
        play.print("the sensor's subscription was disposed: \(disposed.isRaised)")
    }

    /// The answer, the error thrown, or that the function was still waiting.
    static func report<Value>(_ play: Playground, _ outcome: Result<Value, Swift.Error>?, _ describe: (Value) -> String) {
        switch outcome {
        case .success(let value)?: play.print(describe(value))
        case .failure(let error)?: play.print("threw: \(error)")
        case nil: play.print("still waiting after \(Int(patience)) s: the task was cancelled")
        }
    }
}

/// What SumAll is given: a scenario's inputs, made by the judge.
public struct SumAllInputs: ScenarioInputs {
    public let numbers: [Int]

    public init(numbers: [Int]) {
        self.numbers = numbers
    }
}

/// What Greeting is given: a scenario's inputs, made by the judge.
public struct GreetingInputs: ScenarioInputs {
    public let name: String
    public let reason: String

    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }
}

/// What ReadUntil is given: a scenario's inputs, made by the judge.
public struct ReadUntilInputs: ScenarioInputs {
    public let limit: Int
    public let readings: [Int]
    public let ends: String

    public init(limit: Int, readings: [Int], ends: String) {
        self.limit = limit
        self.readings = readings
        self.ends = ends
    }
}
