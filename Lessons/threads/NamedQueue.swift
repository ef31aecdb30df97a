import Dispatch
import Foundation
import RxCore

/// A real serial queue with a name that code running on it can read back, and the RxSwift
/// scheduler on it: how this lesson's demos and harnesses say where a piece of work ran.
final class NamedQueue: @unchecked Sendable {
    private static let key = DispatchSpecificKey<String>()

    let queue: DispatchQueue
    let scheduler: SerialDispatchQueueScheduler

    init(_ name: String) {
        var made: DispatchQueue?
        scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rxlesson.\(name)") { queue in
            queue.setSpecific(key: NamedQueue.key, value: name)
            made = queue
        }
        queue = made!
    }

    /// A concurrent queue with a name, for ConcurrentDispatchQueueScheduler.
    static func concurrent(_ name: String) -> DispatchQueue {
        let queue = DispatchQueue(label: "rxlesson.\(name)", attributes: .concurrent)
        queue.setSpecific(key: key, value: name)
        return queue
    }

    /// Waits until everything queued so far has run (a disposal that subscribe(on:) scheduled).
    func drain() { queue.sync {} }

    /// Where the calling code runs: a named queue's name, or main.
    static var current: String {
        DispatchQueue.getSpecific(key: key) ?? (Thread.isMainThread ? "main" : "another thread")
    }
}

/// Counts how many callers are inside at once, from any thread.
final class Overlap: @unchecked Sendable {
    private let lock = NSLock()
    private var inside = 0
    private var highest = 0

    /// The most callers that were inside at one moment.
    var most: Int {
        lock.lock()
        defer { lock.unlock() }
        return highest
    }

    func during<Result>(_ body: () -> Result) -> Result {
        lock.lock()
        inside += 1
        highest = max(highest, inside)
        lock.unlock()
        // Long enough for a second thread to come in, were it allowed to.
        Thread.sleep(forTimeInterval: 0.001)
        defer {
            lock.lock()
            inside -= 1
            lock.unlock()
        }
        return body()
    }
}

