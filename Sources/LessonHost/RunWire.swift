import Foundation
import LessonKit
import Marbles
import RxCore

extension RunRecord {
    /// One line a child process (a graded exercise, the playground) sends its parent: a run's
    /// record as it happens, so a crash keeps everything before it. Each line is one JSON
    /// object with one key: `{"scenario":0}` opens a run, `{"end":{…}}` closes it.
    package enum Wire: Codable, Equatable {
        case scenario(Int)
        case printed(Playground.Line)
        case subscribed(stream: String, time: Int)
        case event(stream: String, MarbleEvent)
        case disposed(stream: String, time: Int)
        case chains(TracedChains)
        case end(Ending)

        /// How a run ended: everything of the record that is known only then.
        package struct Ending: Codable, Equatable {
            var stoppedAt: Int?
            var violations: [Hooks.GrammarViolation]
            var leaked: Int
            var live: [SubscriptionLedger.Entry]
        }

        private enum Key: String, CodingKey { case scenario, print, subscribed, event, disposed, chains, end }
        private struct Moment: Codable { var stream: String; var time: Int }
        private struct StreamEvent: Codable { var stream: String; var event: MarbleEvent }

        package init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            guard container.allKeys.count == 1, let key = container.allKeys.first else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "a wire line has one key"))
            }
            switch key {
            case .scenario: self = .scenario(try container.decode(Int.self, forKey: key))
            case .print: self = .printed(try container.decode(Playground.Line.self, forKey: key))
            case .subscribed:
                let moment = try container.decode(Moment.self, forKey: key)
                self = .subscribed(stream: moment.stream, time: moment.time)
            case .event:
                let event = try container.decode(StreamEvent.self, forKey: key)
                self = .event(stream: event.stream, event.event)
            case .disposed:
                let moment = try container.decode(Moment.self, forKey: key)
                self = .disposed(stream: moment.stream, time: moment.time)
            case .chains: self = .chains(try container.decode(TracedChains.self, forKey: key))
            case .end: self = .end(try container.decode(Ending.self, forKey: key))
            }
        }

        package func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            switch self {
            case .scenario(let index): try container.encode(index, forKey: .scenario)
            case .printed(let line): try container.encode(line, forKey: .print)
            case .subscribed(let stream, let time): try container.encode(Moment(stream: stream, time: time), forKey: .subscribed)
            case .event(let stream, let event): try container.encode(StreamEvent(stream: stream, event: event), forKey: .event)
            case .disposed(let stream, let time): try container.encode(Moment(stream: stream, time: time), forKey: .disposed)
            case .chains(let chains): try container.encode(chains, forKey: .chains)
            case .end(let ending): try container.encode(ending, forKey: .end)
            }
        }

        /// The line that says what a playground's witness was told.
        package init(_ happening: Playground.Happening) {
            switch happening {
            case .printed(let line): self = .printed(line)
            case .subscribed(let stream, let time): self = .subscribed(stream: stream, time: time)
            case .event(let stream, let event): self = .event(stream: stream, event)
            case .disposed(let stream, let time): self = .disposed(stream: stream, time: time)
            }
        }

        /// The line's text: one line of JSON.
        package var text: String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
        }

        package init(text: Substring) throws {
            self = try JSONDecoder().decode(Wire.self, from: Data(text.utf8))
        }
    }

    /// The run's end, once it is over.
    package var ending: Wire {
        .end(Wire.Ending(stoppedAt: stoppedAt, violations: violations, leaked: leaked, live: live))
    }

    /// The lines that rebuild this record, for a run that did not stream as it happened:
    /// the printed lines, each subscribed stream, the chains, the end.
    package var wire: [Wire] {
        var lines = printed.map(Wire.printed)
        for stream in streams {
            guard let subscribed = stream.subscribedAt else { continue }
            lines.append(.subscribed(stream: stream.name, time: subscribed))
            lines += stream.entries.map { .event(stream: stream.name, $0) }
            if let disposed = stream.disposedAt { lines.append(.disposed(stream: stream.name, time: disposed)) }
        }
        if let chains { lines.append(.chains(chains)) }
        return lines + (finished ? [ending] : [])
    }

    /// Takes one line; false for one that does not belong inside a run (a `scenario`).
    @discardableResult
    package mutating func apply(_ line: Wire) -> Bool {
        switch line {
        case .scenario: return false
        case .printed(let line): printed.append(line)
        case .subscribed(let name, let time): stream(creating: name).subscribed(at: time)
        case .event(let name, let event): stream(creating: name).record(event)
        case .disposed(let name, let time): stream(creating: name).disposed(at: time)
        case .chains(let traced): chains = traced
        case .end(let ending):
            finished = true
            stoppedAt = ending.stoppedAt
            violations = ending.violations
            leaked = ending.leaked
            live = ending.live
        }
        return true
    }

    /// Reads what a child sent on its channel: each line starts with its tag (``ReportTag``,
    /// from the key the parent gave it), then a wire line; each run opens with the next
    /// `scenario` in order. Anything else (a line without its tag, a garbled or unknown one, a
    /// run out of order) makes the reading `malformed`: only code that is not the host's
    /// writes such a line.
    package struct Reader {
        package private(set) var records: [RunRecord] = []
        package private(set) var malformed = false
        private let key: String
        private var lines = 0

        package init(key: String) {
            self.key = key
        }

        /// Reads every whole line of `text`; a last line cut short (a crash) is left out and
        /// returned, so the caller decides whether it is a fault.
        @discardableResult
        package mutating func read(_ text: String) -> Substring {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let unfinished = lines.removeLast()
            for line in lines { read(line: line) }
            return unfinished
        }

        private mutating func read(line: Substring) {
            defer { lines += 1 }
            guard let space = line.firstIndex(of: " "), line[..<space] == ReportTag.tag(key: key, index: lines, text: line[line.index(after: space)...]),
                  let wire = try? Wire(text: line[line.index(after: space)...]) else { return malformed = true }
            if case .scenario(let index) = wire {
                // Only the next run in order opens a new one: a program cannot reorder them.
                if index == records.count { records.append(RunRecord()) } else { malformed = true }
            } else if records.isEmpty || !records[records.count - 1].apply(wire) {
                malformed = true
            }
        }
    }
}

/// The tag before each report line: HMAC-SHA-256 of the line's place in the report and its
/// text, keyed by what the grader gave the child, in hex (128 bits).
package enum ReportTag {
    package static func tag(key: String, index: Int, text: some StringProtocol) -> String {
        let digest = SHA256.hmac(key: Array(key.utf8), Array("\(index)\n".utf8) + Array(text.utf8))
        return SHA256.hex(digest.prefix(16))
    }
}
