import Foundation
import LessonKit
import Marbles
import TextKit

/// A playground run drawn: what it printed, then every chain as marble rows, one row per
/// operator in dataflow order (inner observables indented under their operator).
public struct PlaygroundReport {
    /// One chain drawn on its own time axis.
    public struct Chain {
        public var rows: [PlaygroundResult.Row]
        /// The tick at column 0: the chain's earliest subscription.
        public var origin: Int
        /// Each row's diagram, or nil when the chain could not be drawn.
        public var diagrams: [String]?
        public var rendered: RenderedFigure?
        public var problem: String?
    }

    public let result: PlaygroundResult
    public let chains: [Chain]

    public init(_ result: PlaygroundResult) {
        self.result = result
        chains = result.chains.map(Self.draw)
    }

    static func draw(_ rows: [PlaygroundResult.Row]) -> Chain {
        let origin = rows.map(\.subscribed).min() ?? 0
        // Subscriptions that outlive the last event (disposed when the clock is stopped at its
        // limit) are drawn as going on, so the picture ends where something last happened.
        let diagrams = rows.map { $0.diagram(origin: origin) }
        let horizon = (diagrams.flatMap { $0.events.map(\.time) + [$0.subscription ?? 0] }.max() ?? 0) + 3
        let figure = MarbleFigure(zip(rows, diagrams).map { row, diagram in
            var diagram = diagram
            if let end = diagram.unsubscription, end > horizon {
                diagram.unsubscription = nil
                diagram.goesOn = !(diagram.events.last?.isTerminal ?? false)
            }
            return (row.label, diagram)
        })
        // Document style (values written out) when it fits, at the widest frame, then at one
        // tick per column; else whatever the renderer can draw (short keys and a legend).
        let attempts = [
            MarbleRenderOptions(origin: 0, style: .document, errorMarker: "X", strict: false, maximumColumns: 400),
            MarbleRenderOptions(frame: 1, origin: 0, style: .document, errorMarker: "X", strict: false, maximumColumns: 400),
            MarbleRenderOptions(origin: 0, errorMarker: "X", strict: false, maximumColumns: 400),
        ]
        var problem = ""
        for options in attempts {
            do {
                let rendered = try figure.render(options: options)
                return Chain(rows: rows, origin: origin, diagrams: rendered.diagrams, rendered: rendered)
            } catch {
                problem = "\(error)"
            }
        }
        return Chain(rows: rows, origin: origin, diagrams: nil, problem: problem)
    }

    /// The text a learner reads.
    public func text(console: Console, language: Language) -> String {
        let zh = language == .zh
        var lines: [String] = []
        if !result.output.isEmpty {
            lines.append(console.paint(zh ? "输出：" : "Output:", .bold))
            lines.append(result.output)
            lines.append("")
        }
        if let problem = result.problem {
            lines.append(console.paint((zh ? "注意：" : "note: ") + problem, .yellow))
            lines.append("")
        }
        if chains.isEmpty {
            lines.append(zh ? "没有被订阅的链：在 playground(_:) 里订阅（subscribe）一条链，它的每个操作符就会画成一行。"
                            : "No chain was subscribed: subscribe to a chain inside playground(_:) and each of its operators is drawn as a row.")
        }
        for (number, chain) in chains.enumerated() {
            let frame = chain.rendered?.frame ?? 1
            let heading = zh
                ? "链 \(number + 1)（第 0 列 = 第 \(chain.origin) 拍，每列 \(frame) 拍）："
                : "Chain \(number + 1) (column 0 = tick \(chain.origin), \(frame) tick\(frame == 1 ? "" : "s") per column):"
            lines.append(console.paint(heading, .bold))
            if let rendered = chain.rendered {
                lines.append(rendered.text)
            } else {
                lines.append((zh ? "（画不出来：" : "(cannot draw: ") + (chain.problem ?? "") + (zh ? "）" : ")"))
                for row in chain.rows {
                    lines.append("  \(row.label): " + row.events.map(\.description).joined(separator: ", "))
                }
            }
            lines.append("")
        }
        if let stopped = result.stoppedAt {
            lines.append(console.paint(zh ? "时钟在第 \(stopped) 拍停下：还有工作没做完（一个没有取消的 interval？用 --ticks 调整上限）。"
                                          : "The clock was stopped at tick \(stopped) with work still pending (an interval never disposed? --ticks sets the limit).", .dim))
        }
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// `{"output":..,"chains":[{"rows":[{"operator":..,"file":..,"line":..,"diagram":..,"subscriptions":[[from,to]]}]}]}`
    /// (`to` is null while subscribed; `problem` and `stoppedAt` when there is one).
    public var json: JSONValue {
        var pairs: [(String, JSONValue)] = [("output", .string(result.output))]
        pairs.append(("chains", .array(chains.map { chain in
            .object([("rows", .array(chain.rows.enumerated().map { index, row in
                .object([
                    ("operator", .string(row.operatorName)),
                    ("file", .string(row.file)),
                    ("line", .number(row.line)),
                    ("depth", .number(row.depth)),
                    ("diagram", .optional(chain.diagrams?[index])),
                    ("subscriptions", .array([.array([.number(row.subscribed), row.disposed.map(JSONValue.number) ?? .null])])),
                ])
            }))])
        })))
        if let stopped = result.stoppedAt { pairs.append(("stoppedAt", .number(stopped))) }
        if let problem = result.problem { pairs.append(("problem", .string(problem))) }
        return .object(pairs)
    }

    /// One SVG figure per chain.
    public func svgFigures(title: String) -> [MarbleSVGFigure] {
        chains.enumerated().map { number, chain in
            MarbleSVGFigure(title: "\(title) · chain \(number + 1)", caption: nil,
                            rows: chain.rows.map { MarbleSVGFigure.Row(label: $0.label, diagram: $0.diagram(origin: chain.origin)) },
                            origin: 0, unit: "ticks from \(chain.origin)")
        }
    }
}
