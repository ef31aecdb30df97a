import Marbles

/// What a probe saw: events with their virtual times, and when it was subscribed and disposed.
/// One named row of a run's record (LessonHost's `RunRecord.streams`).
public final class RecordedStream: Codable {
    public let name: String
    public private(set) var entries: [MarbleEvent] = []
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

    public func record(_ entry: MarbleEvent) {
        entries.append(entry)
    }

    /// Notes an unsubscription; false when it is not one (already noted, or bookkeeping
    /// right after the terminal event).
    @discardableResult
    public func disposed(at time: Int) -> Bool {
        guard disposedAt == nil else { return false }
        if let last = entries.last, last.isTerminal { return false }
        disposedAt = time
        return true
    }

    /// The stream as a marble diagram, times relative to `origin`.
    public func diagram(origin: Int) -> MarbleDiagram {
        let terminated = entries.last?.isTerminal ?? false
        return MarbleDiagram(
            events: entries.map { MarbleEvent(time: $0.time - origin, kind: $0.kind, value: $0.value) },
            subscription: nil,
            unsubscription: disposedAt.map { $0 - origin },
            goesOn: !terminated && disposedAt == nil
        )
    }
}
