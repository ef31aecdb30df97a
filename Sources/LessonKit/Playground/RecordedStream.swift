import Marbles

/// What a probe saw: events with their virtual times, and when it was subscribed and disposed.
public final class RecordedStream {
    public enum Kind: String, Sendable { case next, error, completed }

    public struct Entry: Sendable, Hashable {
        public let time: Int
        public let kind: Kind
        public let value: String?

        public init(time: Int, kind: Kind, value: String?) {
            self.time = time
            self.kind = kind
            self.value = value
        }
    }

    public let name: String
    public private(set) var entries: [Entry] = []
    public private(set) var subscribedAt: Int?
    public private(set) var disposedAt: Int?

    /// The latest time this stream saw anything.
    var lastTime: Int { disposedAt ?? entries.last?.time ?? subscribedAt ?? 0 }

    public init(name: String) {
        self.name = name
    }

    public func subscribed(at time: Int) {
        if subscribedAt == nil { subscribedAt = time }
    }

    public func record(_ entry: Entry) {
        entries.append(entry)
    }

    /// Notes an unsubscription; false when it is not one (already noted, or bookkeeping
    /// right after the terminal event).
    @discardableResult
    public func disposed(at time: Int) -> Bool {
        guard disposedAt == nil else { return false }
        if let last = entries.last, last.kind != .next { return false }
        disposedAt = time
        return true
    }

    /// The stream as a marble diagram, times relative to `origin`.
    public func diagram(origin: Int) -> MarbleDiagram {
        let events = entries.map { entry -> MarbleEvent in
            switch entry.kind {
            case .next: return .next(entry.time - origin, entry.value ?? "")
            case .error: return .error(entry.time - origin, entry.value)
            case .completed: return .completed(entry.time - origin)
            }
        }
        let terminated = entries.last.map { $0.kind != .next } ?? false
        return MarbleDiagram(
            events: events,
            subscription: nil,
            unsubscription: disposedAt.map { $0 - origin },
            goesOn: !terminated && disposedAt == nil
        )
    }
}
