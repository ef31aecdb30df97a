import Foundation

/// Lines appended from any thread, read once the threads are done: what the lessons on real
/// threads print, in the order the lines arrived.
public final class SharedLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []

    public init() {}

    public func add(_ entry: String) {
        lock.lock()
        entries.append(entry)
        lock.unlock()
    }

    public var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return entries
    }
}
