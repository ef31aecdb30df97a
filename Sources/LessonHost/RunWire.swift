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
        /// What the run's playground saw, as its witness was told (a named row is opened into
        /// ``RunRecord/named``; its events and disposal name it by its place there).
        case happened(Playground.Happening)
        case chains(TracedChains)
        case end(Ending)

        /// How a run ended: everything of the record that is known only then.
        package struct Ending: Codable, Equatable {
            var stoppedAt: Int?
            var violations: [Hooks.GrammarViolation]
            var leaked: Int
            var live: [SubscriptionLedger.Entry]
            /// Left out when none was (a run that is not a graded program's reports everything).
            var unreported: Int?
        }

        private enum Key: String, CodingKey { case scenario, print, subscribed, event, disposed, chains, end }
        private struct Moment: Codable { var row: Int; var time: Int }
        private struct RowEvent: Codable { var row: Int; var event: MarbleEvent }

        package init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            guard container.allKeys.count == 1, let key = container.allKeys.first else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "a wire line has one key"))
            }
            switch key {
            case .scenario: self = .scenario(try container.decode(Int.self, forKey: key))
            case .print: self = .happened(.printed(try container.decode(Playground.Line.self, forKey: key)))
            case .subscribed: self = .happened(.subscribed(try container.decode(TracedRow.self, forKey: key)))
            case .event:
                let event = try container.decode(RowEvent.self, forKey: key)
                self = .happened(.event(row: event.row, event.event))
            case .disposed:
                let moment = try container.decode(Moment.self, forKey: key)
                self = .happened(.disposed(row: moment.row, time: moment.time))
            case .chains: self = .chains(try container.decode(TracedChains.self, forKey: key))
            case .end: self = .end(try container.decode(Ending.self, forKey: key))
            }
        }

        package func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            switch self {
            case .scenario(let index): try container.encode(index, forKey: .scenario)
            case .happened(.printed(let line)): try container.encode(line, forKey: .print)
            case .happened(.subscribed(let row)): try container.encode(row, forKey: .subscribed)
            case .happened(.event(let row, let event)): try container.encode(RowEvent(row: row, event: event), forKey: .event)
            case .happened(.disposed(let row, let time)): try container.encode(Moment(row: row, time: time), forKey: .disposed)
            case .chains(let chains): try container.encode(chains, forKey: .chains)
            case .end(let ending): try container.encode(ending, forKey: .end)
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
        .end(Wire.Ending(stoppedAt: stoppedAt, violations: violations, leaked: leaked, live: live, unreported: unreported > 0 ? unreported : nil))
    }

    /// The lines that rebuild this record, for a run that did not stream as it happened:
    /// the printed lines, each named row, the chains, the end.
    package var wire: [Wire] {
        var lines = printed.map { Wire.happened(.printed($0)) }
        for (index, row) in named.enumerated() {
            var opened = row
            opened.events = []
            opened.disposed = nil
            lines.append(.happened(.subscribed(opened)))
            // A disposal the terminal event did not make, in its place among the events.
            let disposal = row.disposed.flatMap { time in row.events.contains { $0.isTerminal && $0.time == time } ? nil : time }
            let split = disposal.map { time in row.events.firstIndex { $0.time > time } ?? row.events.count } ?? row.events.count
            lines += row.events[..<split].map { .happened(.event(row: index, $0)) }
            if let disposal { lines.append(.happened(.disposed(row: index, time: disposal))) }
            lines += row.events[split...].map { .happened(.event(row: index, $0)) }
        }
        if let chains { lines.append(.chains(chains)) }
        return lines + (finished ? [ending] : [])
    }

    /// Takes one line; false for one that does not belong inside a run (a `scenario`, a row
    /// not opened).
    @discardableResult
    package mutating func apply(_ line: Wire) -> Bool {
        switch line {
        case .scenario: return false
        case .happened(.printed(let line)): printed.append(line)
        case .happened(.subscribed(let row)): named.append(row)
        case .happened(.event(let row, let event)):
            guard named.indices.contains(row) else { return false }
            named[row].record(event)
        case .happened(.disposed(let row, let time)):
            guard named.indices.contains(row) else { return false }
            named[row].noteDisposal(at: time)
        case .chains(let traced): chains = traced
        case .end(let ending):
            finished = true
            stoppedAt = ending.stoppedAt
            violations = ending.violations
            leaked = ending.leaked
            live = ending.live
            unreported = ending.unreported ?? 0
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
