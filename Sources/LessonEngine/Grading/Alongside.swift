import Foundation

/// Work started on a thread of its own, to run while the caller does something else (the
/// compiler's parse and the scenarios' expectations while the exercise compiles); `value`
/// waits for it.
final class Alongside<Value>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Value?

    init(_ work: @escaping () -> Value) {
        let box = UncheckedBox(work)
        Thread.detachNewThread { [self] in
            result = box.value()
            done.signal()
        }
    }

    /// The work's result, once it has finished.
    var value: Value {
        done.wait()
        done.signal()
        return result!
    }
}

/// Hands a value that is only read on one thread at a time to another thread.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
