import Dispatch
import Foundation

/// Runs `work` in a task and waits for it on this thread, at most `seconds`: its result, or
/// nil when it had not finished by then (the task is cancelled then, and given a second to end).
/// Demos and harnesses are plain functions; this is how they wait for async code.
func waitForTask<Value>(seconds: Double, _ work: @escaping () async throws -> Value) -> Result<Value, Swift.Error>? {
    let outcome = Outcome<Value>()
    let operation = Work(work)
    let task = Task.detached {
        let result: Result<Value, Swift.Error>
        do {
            result = .success(try await operation.run())
        } catch {
            result = .failure(error)
        }
        outcome.set(result)
    }
    if outcome.wait(seconds: seconds) { return outcome.value }
    task.cancel()
    _ = outcome.wait(seconds: 1)
    return nil
}

/// Async work handed to a task, run once and let go of before the task reports its result:
/// what it captured (the learner's observables) is released by then, so the graded program's
/// count of live runtime objects does not race the task's end. Only the task touches it.
final class Work<Value>: @unchecked Sendable {
    private var work: (() async throws -> Value)?

    init(_ work: @escaping () async throws -> Value) { self.work = work }

    func run() async throws -> Value {
        guard let work else { throw CancellationError() }
        self.work = nil
        return try await work()
    }
}

/// A task's result, set on the task's thread and read after `wait`.
final class Outcome<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)
    private var stored: Result<Value, Swift.Error>?

    func set(_ result: Result<Value, Swift.Error>) {
        lock.lock()
        stored = result
        lock.unlock()
        done.signal()
    }

    func wait(seconds: Double) -> Bool { done.wait(timeout: .now() + seconds) == .success }

    var value: Result<Value, Swift.Error>? {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}


/// The error the demos' sequences fail with.
struct Broken: Error, CustomStringConvertible {
    var description: String { "broken" }
}
