import Foundation
import RxCore
import RxTest

/// What runs a learner's scratch file (`rxlesson playground`): a virtual clock with tracing
/// on, the learner's `playground(_:)` called once, the clock run up to a tick limit, and
/// every traced chain written as JSON for `rxlesson` to draw. What the file prints goes to
/// standard output as it is printed.
public enum PlaygroundHost {
    /// Runs `playground` and writes the trace to the file named by the first argument.
    /// The tick limit is the second argument (10 000 when absent).
    public static func run(_ playground: (TestScheduler) -> Void) {
        let arguments = CommandLine.arguments
        let output = arguments.count > 1 ? arguments[1] : nil
        let tickLimit = arguments.count > 2 ? Int(arguments[2]) ?? 10_000 : 10_000
        let scheduler = TestScheduler(initialClock: 0)
        let trace = Trace.start(clock: { [unowned scheduler] in scheduler.clock })
        playground(scheduler)
        scheduler.advanceTo(max(scheduler.clock, tickLimit))
        let stopped = scheduler.hasPendingWork ? scheduler.clock : nil
        Trace.stop()
        fflush(stdout)
        guard let output else { return }
        let json = export(trace, stoppedAt: stopped)
        try? Data(json.utf8).write(to: URL(fileURLWithPath: output))
    }

    /// `{"stoppedAt": n | null, "chains": [[row, ...], ...]}`; each row:
    /// `{"operator", "file", "line", "depth", "subscribed", "disposed", "events": [{"time", "kind", "value"}]}`.
    /// `only`: keep the chains with a row applied in that module (the learner's).
    public static func export(_ trace: Trace, stoppedAt: Int?, only module: String? = nil) -> String {
        let kept = trace.chains.filter { chain in
            guard let module else { return true }
            return chain.dataflow().contains { $0.row.fileID.hasPrefix(module + "/") }
        }
        let chains: [[[String: Any]]] = kept.map { chain in
            chain.dataflow().map { entry in
                let row = entry.row
                return [
                    "operator": row.name, "file": row.fileName, "line": row.line, "depth": entry.depth,
                    "subscribed": row.subscribed, "disposed": row.disposed.map { $0 as Any } ?? NSNull(),
                    "events": row.events.map { event -> [String: Any] in
                        ["time": event.time, "kind": event.kind.rawValue, "value": event.value.map { $0 as Any } ?? NSNull()]
                    },
                ]
            }
        }
        let object: [String: Any] = ["stoppedAt": stoppedAt.map { $0 as Any } ?? NSNull(), "chains": chains]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
