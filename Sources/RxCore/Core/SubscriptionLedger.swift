import Foundation

/// Where each closure subscription (`subscribe`, `bind`, `drive`) was made, for as long as it
/// is open: a grader starts a ledger, runs a learner's code, and names the line of any
/// subscription that was neither disposed nor ended by its sequence.
///
/// Off unless started; then each subscription costs one dictionary entry.
public final class SubscriptionLedger: @unchecked Sendable {
    /// An open subscription's call site (`#fileID` and line).
    public struct Entry: Sendable, Hashable, Codable {
        public let file: String
        public let line: Int

        public init(file: String, line: Int) {
            self.file = file
            self.line = line
        }
    }

    nonisolated(unsafe) static var active: SubscriptionLedger?

    private let lock = NSLock()
    private var open: [Int: Entry] = [:]
    private var nextKey = 0

    /// Starts recording every closure subscription made from now on.
    package static func start() -> SubscriptionLedger {
        let ledger = SubscriptionLedger()
        active = ledger
        return ledger
    }

    /// Stops recording; the ledger keeps what it has.
    package static func stop() {
        active = nil
    }

    /// Subscriptions still open, in the order they were made.
    public var live: [Entry] {
        lock.lock(); defer { lock.unlock() }
        return open.sorted { $0.key < $1.key }.map(\.value)
    }

    func opened(_ file: StaticString, _ line: UInt) -> Int {
        lock.lock(); defer { lock.unlock() }
        nextKey += 1
        open[nextKey] = Entry(file: "\(file)", line: Int(line))
        return nextKey
    }

    func closed(_ key: Int) {
        lock.lock(); defer { lock.unlock() }
        open[key] = nil
    }

    /// Wraps a subscription about to be made at `file:line`: the returned `ended` closes the
    /// entry (call it on a terminal event), and `track` wraps the subscription's disposable.
    @usableFromInline static func enter(_ file: StaticString, _ line: UInt) -> (ended: () -> Void, track: (Disposable) -> Disposable)? {
        guard let ledger = active else { return nil }
        let key = ledger.opened(file, line)
        let ended = { ledger.closed(key) }
        return (ended, { inner in Disposables.create { ended(); inner.dispose() } })
    }
}
