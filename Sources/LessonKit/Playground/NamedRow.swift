import Marbles

extension TracedRow {
    /// A point of a chain a person named (`play.record("result", …)`, `play.probe`), as a row
    /// of the run's trace: one subscription, made at `fileID:line` at tick `subscribed`, no
    /// events yet. It is recorded whether or not the run traces its chains.
    init(named name: String, fileID: String, line: Int, subscribed: Int) {
        let parts = fileID.split(separator: "/")
        self.init(operatorName: name, file: parts.last.map(String.init) ?? fileID, module: parts.count > 1 ? String(parts[0]) : "",
                  line: line, subscribed: subscribed, disposed: nil, events: [], names: [name], isProbe: true)
    }

    /// Notes an event; a terminal one also ends the subscription, as a trace's rows note it.
    package mutating func record(_ event: MarbleEvent) {
        events.append(event)
        if event.isTerminal && disposed == nil { disposed = event.time }
    }

    /// Notes an unsubscription; false when it is not one (already noted, or bookkeeping
    /// right after the terminal event).
    @discardableResult
    package mutating func noteDisposal(at time: Int) -> Bool {
        guard disposed == nil else { return false }
        disposed = time
        return true
    }
}
