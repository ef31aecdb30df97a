import Foundation
import RxCore
import TextKit

/// What one graded run did: the recorded streams, the printed lines, and how it ended.
/// The grader's child sends it line by line as it happens (`wireLine`), so the parent keeps
/// everything up to a crash; the parent rebuilds it with `apply(_:)`.
public struct Observation {
    public var streams: [RecordedStream] = []
    public var lines: [Playground.Line] = []
    /// Set when virtual time was stopped at the tick limit with work still pending.
    public var stoppedAt: Int?
    public var violations: [Hooks.GrammarViolation] = []
    /// Runtime objects still alive after the run (`Resources.total` above where it started).
    public var leaked = 0
    /// Closure subscriptions neither disposed nor ended by their sequence.
    public var live: [SubscriptionLedger.Entry] = []
    /// True once the run reached its end: false after a crash or an early exit.
    public var finished = false
    /// The learner's chains as `Trace` recorded them (`TracedChains`' JSON).
    public var trace: String?

    public init() {}

    public var output: String { lines.map(\.text).joined(separator: "\n") }

    public func stream(named name: String) -> RecordedStream? {
        streams.first { $0.name == name }
    }

    // MARK: The wire

    /// One happening as a line of JSON.
    public static func wireLine(_ happening: Playground.Happening) -> String {
        switch happening {
        case .printed(let line):
            return JSONValue.object([("print", .string(line.text)), ("time", .number(line.time))]).text
        case .subscribed(let stream, let time):
            return JSONValue.object([("subscribed", .string(stream)), ("time", .number(time))]).text
        case .recorded(let stream, let entry):
            return JSONValue.object([("stream", .string(stream)), ("time", .number(entry.time)),
                                     ("kind", .string(entry.kind.rawValue)), ("value", .optional(entry.value))]).text
        case .disposed(let stream, let time):
            return JSONValue.object([("disposed", .string(stream)), ("time", .number(time))]).text
        }
    }

    /// Written to standard output before each scenario (the information separator, then the
    /// scenario's index), so what the learner printed is shown scenario by scenario. Only a
    /// display aid: the learner's own `print` could write it too, and changes only what they see.
    public static let printedScenarioMark = "\u{1E}scenario "

    /// Says that the lines after it belong to the scenario at `index` of those asked for.
    public static func scenarioLine(_ index: Int) -> String {
        JSONValue.object([("scenario", .number(index))]).text
    }

    /// The scenario index of a `scenarioLine`, nil for any other line.
    public static func scenarioIndex(_ line: String) -> Int? {
        guard line.hasPrefix("{\"scenario\":"),
              let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] else { return nil }
        return (object["scenario"] as? NSNumber)?.intValue
    }

    /// The traced chains, sent once the run is over.
    public static func traceLine(_ exported: String) -> String {
        JSONValue.object([("trace", .string(exported))]).text
    }

    /// The closing line: how the run ended.
    public func endLine() -> String {
        JSONValue.object([
            ("end", .bool(true)),
            ("stoppedAt", stoppedAt.map(JSONValue.number) ?? .null),
            ("violations", .array(violations.map {
                .object([("kind", .string($0.kind.rawValue)), ("source", .string($0.source)), ("event", .string($0.event))])
            })),
            ("leaked", .number(leaked)),
            ("live", .array(live.map { .object([("file", .string($0.file)), ("line", .number($0.line))]) })),
        ]).text
    }

    /// Takes one wire line; false when it is not one.
    @discardableResult
    public mutating func apply(_ line: String) -> Bool {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] else { return false }
        let time = (object["time"] as? NSNumber)?.intValue ?? 0
        if let text = object["print"] as? String {
            lines.append(Playground.Line(time: time, text: text))
        } else if let name = object["subscribed"] as? String {
            stream(creating: name).subscribed(at: time)
        } else if let name = object["stream"] as? String,
                  let kind = (object["kind"] as? String).flatMap(RecordedStream.Kind.init(rawValue:)) {
            stream(creating: name).record(RecordedStream.Entry(time: time, kind: kind, value: object["value"] as? String))
        } else if let name = object["disposed"] as? String {
            stream(creating: name).disposed(at: time)
        } else if let exported = object["trace"] as? String {
            trace = exported
        } else if object["end"] != nil {
            finished = true
            stoppedAt = (object["stoppedAt"] as? NSNumber)?.intValue
            violations = (object["violations"] as? [[String: Any]] ?? []).compactMap { entry in
                guard let kind = (entry["kind"] as? String).flatMap(Hooks.GrammarViolation.Kind.init(rawValue:)),
                      let source = entry["source"] as? String, let event = entry["event"] as? String else { return nil }
                return Hooks.GrammarViolation(kind: kind, source: source, event: event)
            }
            leaked = (object["leaked"] as? NSNumber)?.intValue ?? 0
            live = (object["live"] as? [[String: Any]] ?? []).compactMap { entry in
                guard let file = entry["file"] as? String, let line = (entry["line"] as? NSNumber)?.intValue else { return nil }
                return SubscriptionLedger.Entry(file: file, line: line)
            }
        } else {
            return false
        }
        return true
    }

    private mutating func stream(creating name: String) -> RecordedStream {
        if let existing = stream(named: name) { return existing }
        let stream = RecordedStream(name: name)
        streams.append(stream)
        return stream
    }
}
