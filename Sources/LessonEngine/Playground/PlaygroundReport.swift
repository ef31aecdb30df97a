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
        /// Each row from tick `origin`, cut where the picture ends (what text and SVG draw).
        public var shown: [MarbleDiagram] = []
        /// Each row's diagram, or nil when the chain could not be drawn.
        public var diagrams: [String]?
        public var rendered: RenderedFigure?
        public var problem: String?
        /// More than 1 when values one tick apart are spread over several columns.
        public var columnsPerTick = 1
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
        let clipped: [(String, MarbleDiagram)] = zip(rows, diagrams).map { row, diagram in
            var diagram = diagram
            if let end = diagram.unsubscription, end > horizon {
                diagram.unsubscription = nil
                diagram.goesOn = !(diagram.events.last?.isTerminal ?? false)
            }
            return (row.label, diagram)
        }
        // The course's notation (document style: values written out): at the widest frame,
        // at one tick per column, then at 2, 3, 4 columns per tick when values sit one tick
        // apart; only then whatever the renderer can draw.
        func spread(_ diagram: MarbleDiagram, _ factor: Int) -> MarbleDiagram {
            MarbleDiagram(events: diagram.events.map { MarbleEvent(time: $0.time * factor, kind: $0.kind, value: $0.value) },
                          subscription: diagram.subscription.map { $0 * factor },
                          unsubscription: diagram.unsubscription.map { $0 * factor }, goesOn: diagram.goesOn)
        }
        let document = { (frame: Int?) -> MarbleRenderOptions in
            var options = MarbleRenderOptions(frame: frame, origin: 0, style: .document, errorMarker: "X", strict: false, maximumColumns: 400)
            options.commasInGroups = true
            return options
        }
        let attempts: [(columnsPerTick: Int, options: MarbleRenderOptions)] = [(1, document(nil)), (1, document(1)), (2, document(1)), (3, document(1)), (4, document(1)),
            (1, MarbleRenderOptions(origin: 0, errorMarker: "X", strict: false, maximumColumns: 400))]
        var problem = ""
        for (factor, options) in attempts {
            do {
                let rendered = try MarbleFigure(clipped.map { ($0.0, spread($0.1, factor)) }).render(options: options)
                return Chain(rows: rows, origin: origin, shown: clipped.map(\.1), diagrams: rendered.diagrams, rendered: rendered, columnsPerTick: factor)
            } catch {
                problem = "\(error)"
            }
        }
        return Chain(rows: rows, origin: origin, shown: clipped.map(\.1), diagrams: nil, problem: problem)
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
            let scale = chain.columnsPerTick > 1
                ? (zh ? "每 \(chain.columnsPerTick) 列 1 拍" : "\(chain.columnsPerTick) columns per tick")
                : (zh ? "每列 \(frame) 拍" : "\(frame) tick\(frame == 1 ? "" : "s") per column")
            let heading = zh
                ? "链 \(number + 1)（第 0 列 = 第 \(chain.origin) 拍，\(scale)）："
                : "Chain \(number + 1) (column 0 = tick \(chain.origin), \(scale)):"
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
        var pairs: [(String, JSONValue)] = [("output", .string(result.output)), ("chains", chainsJSON)]
        if let stopped = result.stoppedAt { pairs.append(("stoppedAt", .number(stopped))) }
        if let problem = result.problem { pairs.append(("problem", .string(problem))) }
        return .object(pairs)
    }

    /// The `chains` array alone: `[{"rows":[...],"columns_per_tick":1}]`, with
    /// `"legend":{"a":"London"}` when values were drawn as keys.
    public var chainsJSON: JSONValue {
        .array(chains.map { chain in
            let legend = chain.rendered?.legend ?? []
            return .object([("rows", .array(chain.rows.enumerated().map { index, row in
                .object([
                    ("operator", .string(row.operatorName)),
                    ("names", .array(row.names.map(JSONValue.string))),
                    ("file", .string(row.file)),
                    ("line", .number(row.line)),
                    ("depth", .number(row.depth)),
                    ("diagram", .optional(chain.diagrams?[index])),
                    ("subscriptions", .array([.array([.number(row.subscribed), row.disposed.map(JSONValue.number) ?? .null])])),
                ])
            })), ("columns_per_tick", .number(chain.columnsPerTick))]
                + (legend.isEmpty ? [] : [("legend", .object(legend.map { (String($0.key), .string($0.value)) }))]))
        })
    }

    /// One SVG figure per chain, titled `title · chain N` (no title when `title` is nil).
    public func svgFigures(title: String?, language: Language = .en) -> [MarbleSVGFigure] {
        let zh = language == .zh
        return chains.enumerated().map { number, chain in
            MarbleSVGFigure(title: title.map { "\($0) · " + (zh ? "链 \(number + 1)" : "chain \(number + 1)") }, caption: nil,
                            rows: zip(chain.rows, chain.shown).map { MarbleSVGFigure.Row(label: $0.0.label, diagram: $0.1, role: $0.0.depth > 0 ? .inner : .source) },
                            origin: 0, unit: zh ? "拍，从第 \(chain.origin) 拍起" : "ticks from \(chain.origin)")
        }
    }
}
