import Foundation
import LessonKit
import Marbles
import TextKit

/// A playground run (or a failing exercise's run) drawn: what it printed, then every chain as
/// marble rows, one row per operator in dataflow order, inner observables indented under
/// their operator, all on one time axis as the lessons draw them (``TraceDrawing``).
public struct PlaygroundReport {
    public let result: PlaygroundResult
    /// The chains as drawn: a subscription still open long after anything happened (the
    /// clock stopped at its limit, the grader's recording ended) is drawn as going on.
    public let chains: [[TracedRow]]
    /// The drawing; nil when nothing was traced or it cannot be drawn.
    public let drawing: TraceDrawing?
    /// Why the chains could not be drawn, if they could not.
    public let problem: Localized?

    /// `keys`: a report's, so that a value has the key it has in the report's other figures
    /// (drawn with keys of its own where those do not draw it).
    public init(_ result: PlaygroundResult, keys: ValueKeys? = nil) {
        self.result = result
        // Times no figure draws (a graded program's clock near Int.max): said, not drawn.
        if let time = TraceDrawing.undrawableTime(in: result.chains.joined()) {
            chains = result.chains
            drawing = nil
            problem = TraceDrawing.UndrawableTime(time: time).sentences
            return
        }
        let settled = Self.settled(result.chains)
        chains = settled
        guard !settled.isEmpty else {
            drawing = nil
            problem = nil
            return
        }
        do {
            let scale = TraceDrawing.scale(for: [settled]) ?? MarbleScale()
            drawing = try keys.flatMap { try? TraceDrawing.draw(settled, scale: scale, keys: $0) } ?? TraceDrawing.draw(settled, scale: scale)
            problem = nil
        } catch {
            drawing = nil
            problem = (error as? CourseFigure.NotDrawn)?.sentences ?? Localized(zh: "\(error)", en: "\(error)")
        }
    }

    /// Rows disposed more than 3 ticks after the last thing that happened are drawn as going
    /// on, so the picture ends where something last happened.
    static func settled(_ chains: [[TracedRow]]) -> [[TracedRow]] {
        let rows = chains.joined()
        let horizon = (rows.flatMap { $0.events.map(\.time) + [$0.subscribed] }.max() ?? 0) + 3
        return chains.map { rows in
            rows.map { row in
                var row = row
                if let disposed = row.disposed, disposed > horizon, !row.terminated { row.disposed = nil }
                return row
            }
        }
    }

    /// `chains` drawn as `rxlesson playground` draws them (a failing exercise's trace); nil when none was traced.
    static func text(of chains: [[TracedRow]], language: Language, keys: ValueKeys? = nil) -> String? {
        guard !chains.isEmpty else { return nil }
        let text = PlaygroundReport(PlaygroundResult(output: "", chains: chains), keys: keys).text(console: Console.capturing(width: 200), language: language)
        return text.isEmpty ? nil : text
    }

    /// The text a learner reads.
    public func text(console: Console, language: Language) -> String {
        var lines: [String] = []
        if !result.output.isEmpty {
            lines.append(console.paint(wording("playground-report.output")[language], .bold))
            lines.append(result.output)
            lines.append("")
        }
        if let problem = result.problem {
            lines.append(console.paint(Wrapping.wrapped(wording("playground-report.note", problem.sentences)[language], width: console.width, hangingIndent: "  "), .yellow))
            if let location = result.problemLocation {
                lines.append(console.paint(wording("playground-report.where-it-crashed", console.paint(location.excerpt[0], .cyan))[language], .dim))
                lines += location.excerpt.dropFirst().map { Escaping.terminal($0) }
            }
            lines.append("")
        }
        for violation in result.violations {
            lines.append(console.paint(Wrapping.wrapped(wording("playground-report.note", violation.sentence(language))[language],
                                                        width: console.width, hangingIndent: "  "), .yellow))
        }
        if !result.violations.isEmpty { lines.append("") }
        if chains.isEmpty {
            lines.append(Wrapping.wrapped(wording("playground-report.no-chain-was-subscribed-subscribe")[language],
                                          width: console.width))
        } else if let drawing {
            let scale = drawing.scale.unitText(language)
            lines.append(console.paint(wording("playground-report.chains-heading", scale)[language], .bold))
            lines.append(drawing.text(width: console.width, fold: true))
            lines.append("")
        } else {
            lines.append(wording("playground-report.cannot-draw", problem?[language] ?? "")[language])
            for row in chains.joined() {
                lines.append("  \(row.label): " + row.events.map(\.description).joined(separator: ", "))
            }
            lines.append("")
        }
        if let stopped = result.stoppedAt {
            lines.append(console.paint(wording("playground-report.the-clock-was-stopped-at", stopped)[language], .dim))
        }
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// `{"output":..,"chains":[{"rows":[{"operator":..,"file":..,"line":..,"diagram":..,"subscriptions":[[from,to]]}]}]}`
    /// (`to` is null while subscribed; `problem`, in `language`, and `stoppedAt` when there is one;
    /// `droppedEvents`: the events the runtime dropped as breaking the grammar, each with its sentence).
    public func json(_ language: Language) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("output", .string(result.output)), ("chains", chainsJSON)]
        if let stopped = result.stoppedAt { pairs.append(("stoppedAt", .number(stopped))) }
        if let problem = result.problem { pairs.append(("problem", .string(problem.sentences[language]))) }
        if !result.violations.isEmpty {
            pairs.append(("droppedEvents", .array(result.violations.map { violation in
                .object([("source", .string(violation.source)), ("event", .string(violation.event)),
                         ("kind", .string(violation.kind == .reentrancy ? "reentrancy" : "after-terminal")),
                         ("sentence", .string(violation.sentence(language)))])
            })))
        }
        if let location = result.problemLocation {
            pairs.append(("problemAt", .object([("file", .string(location.file)), ("line", .number(location.line))])))
        }
        return .object(pairs)
    }

    /// The `chains` array alone: `[{"rows":[...],"columns_per_tick":1,"milliseconds_per_tick":100}]`, with
    /// `"legend":{"a":"London"}` (the keys the chain's rows use) when values were drawn as keys.
    public var chainsJSON: JSONValue {
        let drawn = drawing?.rows ?? []
        var offset = 0
        return .array(chains.map { rows in
            let start = offset
            offset += rows.count
            let diagrams = drawn.isEmpty ? nil : drawn[start..<offset].map(\.diagram)
            let values = Set(rows.flatMap { $0.events.compactMap(\.value) })
            let legend = (drawing?.legend ?? []).filter { values.contains($0.value) }
            return .object([("rows", .array(rows.enumerated().map { index, row in
                .object([
                    ("operator", .string(row.operatorName)),
                    ("names", .array(row.names.map(JSONValue.string))),
                    ("file", .string(row.file)),
                    ("line", .number(row.line)),
                    ("depth", .number(row.depth)),
                    ("diagram", .optional(diagrams?[index])),
                    ("subscriptions", .array([.array([.number(row.subscribed), row.disposed.map(JSONValue.number) ?? .null])])),
                ])
            })), ("columns_per_tick", .number(drawing?.scale.columnsPerTick ?? 1)), ("milliseconds_per_tick", .number(Tick.milliseconds))]
                + (legend.isEmpty ? [] : [("legend", .object(legend.map { ($0.key, .string($0.value)) }))]))
        })
    }

    /// One SVG figure per chain, titled `title · chain N` (no title when `title` is nil);
    /// column 0 is tick 0, as in the text.
    public func svgFigures(title: String?, language: Language = .en) -> [MarbleSVGFigure] {
        return chains.enumerated().map { number, rows in
            MarbleSVGFigure(title: title.map { "\($0) · " + wording("playground-report.chain", number + 1)[language] }, caption: nil,
                            rows: rows.map { MarbleSVGFigure.Row(label: $0.label, diagram: TraceDrawing.diagram(of: $0), role: $0.depth > 0 ? .inner : .source) },
                            origin: 0, unit: Tick.axis(language))
        }
    }
}
