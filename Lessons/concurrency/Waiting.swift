import Dispatch
import Foundation

/// Runs `work` in a task and waits for it on this thread, at most `seconds`: its result, or
/// nil when it had not finished by then (the task is cancelled then, and given a second to end).
/// Demos and harnesses are plain functions; this is how they wait for async code.
func waitForTask<Value>(seconds: Double, _ work: @escaping () async throws -> Value) -> Result<Value, Swift.Error>? {
    let outcome = Outcome<Value>()
    let operation = UncheckedSendable(work)
    let task = Task.detached {
        do {
            outcome.set(.success(try await operation.value()))
        } catch {
            outcome.set(.failure(error))
        }
    }
    if outcome.wait(seconds: seconds) { return outcome.value }
    task.cancel()
    _ = outcome.wait(seconds: 1)
    return nil
}

/// A value handed across threads whose safety the caller sees to (it waits on a semaphore).
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
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

/// Lines appended from any thread.
final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []

    func add(_ entry: String) {
        lock.lock()
        entries.append(entry)
        lock.unlock()
    }

    var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return entries
    }
}

/// The error the demos' sequences fail with.
struct Broken: Error, CustomStringConvertible {
    var description: String { "broken" }
}
