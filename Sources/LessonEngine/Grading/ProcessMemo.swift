import Foundation

/// A value worked out once per key for the life of the process (a compiler's version, what a
/// set of modules re-exports), however many graders ask from however many threads.
final class ProcessMemo<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var known: [String: Value] = [:]

    func value(for key: String, _ make: () -> Value) -> Value {
        lock.lock(); defer { lock.unlock() }
        if let value = known[key] { return value }
        let value = make()
        known[key] = value
        return value
    }
}
