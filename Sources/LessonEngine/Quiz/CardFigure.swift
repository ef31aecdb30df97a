import LessonKit
import Marbles
import TextKit

/// A lesson card drawn: its input rows and the row to guess on one time axis, in the
/// course's document style, values too wide to draw in place replaced by keys. It also reads
/// a learner's answer back at the same scale and draws it under the right one.
public struct CardFigure {
    public let scale: MarbleScale
    /// The tick drawn at column 0.
    public let origin: Int
    /// Each input row, label and diagram.
    public let inputs: [(label: String, diagram: String)]
    public let answerLabel: String
    /// The row to guess as drawn (keys for wide values).
    public let expected: String
    /// Where the diagrams start: the widest label and two spaces.
    public let labelWidth: Int
    /// When the row to guess was disposed before it ended (its subscriber left): the tick and
    /// the column of its `!`. Nothing in the inputs says when that happens, so the question does.
    public let disposal: (tick: Int, column: Int)?
    var keys: ValueKeys
    /// The row to guess as data, keyed and spread, on the figure's columns.
    let expectedDiagram: MarbleDiagram
    let inputKeys: Set<String>
    let expectedKeys: Set<String>

    /// The keys the inputs use, shown under the question.
    public var legend: [(key: String, value: String)] { keys.entries.filter { inputKeys.contains($0.key) } }

    /// The right answer as a learner would type it: the diagram, then the keys only it uses.
    public var expectedAnswer: String {
        let own = keys.entries.filter { expectedKeys.contains($0.key) && !inputKeys.contains($0.key) }
        return expected + (own.isEmpty ? "" : "  " + MarbleLegend.text(own))
    }

    /// The widest picture drawn, in columns.
    static let maximumColumns = 160

    /// The card drawn at the narrowest scale that draws every row and lets the answer be
    /// typed back exactly; nil when there is none.
    static func draw(inputs: [TracedRow], answer: TracedRow) -> CardFigure? {
        let rows = inputs + [answer]
        let origin = rows.map(\.subscribed).min() ?? 0
        let plain = rows.map { $0.diagram(origin: origin) }
        let horizon = (plain.flatMap { $0.events.map(\.time) + [$0.subscription ?? 0] }.max() ?? 0) + 3
        let base = plain.enumerated().map { index, diagram in
            tidy(diagram, horizon: horizon, keepsSubscription: index < inputs.count)
        }
        let times = base.flatMap { $0.events.map(\.time) + [$0.subscription, $0.unsubscription].compactMap { $0 } }
        let values = base.flatMap { $0.events.compactMap { $0.kind == .next ? $0.value : nil } }
        let labels = inputs.map(\.label) + [answer.label]
        for scale in MarbleScale.candidates(gcd: times.reduce(0, MarbleLayoutGCD.gcd)) where scale.columnsPerTick <= 4 {
            for widest in stride(from: 3, through: 1, by: -1) {
                var keys = ValueKeys(values: values, widest: widest)
                let keyed = base.map { spread($0, scale: scale, keys: &keys) }
                guard let rendered = try? MarbleFigure(Array(zip(labels, keyed))).render(options: options(scale)),
                      rendered.diagrams.allSatisfy({ $0.count <= maximumColumns }) else { continue }
                let used = keyed.map { Set($0.events.compactMap(\.value).filter(keys.isKey)) }
                let figure = CardFigure(
                    scale: scale, origin: origin,
                    inputs: Array(zip(labels, rendered.diagrams).prefix(inputs.count)).map { (label: $0.0, diagram: $0.1) },
                    answerLabel: answer.label, expected: rendered.diagrams[inputs.count], labelWidth: rendered.labelWidth,
                    disposal: base[inputs.count].unsubscription.map { (origin + $0, $0 * scale.columnsPerTick / scale.ticksPerColumn) },
                    keys: keys, expectedDiagram: keyed[inputs.count],
                    inputKeys: used.dropLast().reduce(into: Set()) { $0.formUnion($1) }, expectedKeys: used.last ?? [])
                // The learner must be able to type the answer: as drawn, it reads back as the row.
                guard let back = try? figure.read(figure.expectedAnswer),
                      MarbleDiff.firstDifference(expected: answer.events, actual: back.events) == nil else { continue }
                return figure
            }
        }
        return nil
    }

    /// Reads an answer typed at the figure's scale (the shown keys may be used, and new ones
    /// named after the diagram: `--de#  d="20° 50%"`); the events at the demo's ticks.
    public func read(_ answer: String) throws -> MarbleDiagram {
        let (text, legend) = try MarbleLegend.split(answer)
        let parsed = try MarbleParser.parseDetailed(text, syntax: MarbleSyntax(style: .document, frame: scale.ticksPerColumn))
        var named: [String: String] = [:]
        for entry in legend { named[entry.key] = entry.value }
        let shown = Dictionary(uniqueKeysWithValues: self.legend.map { ($0.key, $0.value) })
        var diagram = parsed.diagram
        let tick = { (time: Int) in origin + (time - parsed.start) / scale.columnsPerTick }
        diagram.events = diagram.events.map { event in
            var event = event
            event.time = tick(event.time)
            if event.kind == .next, let value = event.value { event.value = named[value] ?? shown[value] ?? value }
            return event
        }
        diagram.subscription = nil
        diagram.unsubscription = diagram.unsubscription.map(tick)
        return diagram
    }

    /// The right row over the learner's, with a caret under the first difference and its
    /// sentence, then the keys either row uses.
    public func comparison(with yours: MarbleDiagram, difference: MarbleDifference?, labels: (expected: String, actual: String),
                           language: Language, width: Int) -> [String] {
        // The learner's letters are drawn as typed; the right row's own keys (never shown in
        // the question) are handed out again around them.
        var keys = self.keys
        keys.forget(expectedKeys.subtracting(inputKeys), drawingInPlace: yours.events.compactMap { $0.kind == .next ? $0.value : nil })
        let actual = Self.spread(shifted(yours), scale: scale, keys: &keys)
        var expectedDiagram = self.expectedDiagram
        expectedDiagram.events = expectedDiagram.events.map { event in
            var event = event
            if event.kind == .next, let value = event.value { event.value = keys.drawn(self.keys.value(ofKey: value) ?? value) }
            return event
        }
        var caret = difference
        if let difference { caret?.time = (difference.time - origin) * scale.columnsPerTick }
        let figure = MarbleDiff.figure(expected: expectedDiagram, actual: actual, difference: caret,
                                       options: Self.options(scale), labels: labels, language: language)
        let lines = figure.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let drawn = Set((expectedDiagram.events + actual.events).compactMap(\.value))
        let used = keys.entries.filter { drawn.contains($0.key) }
        let indent = max(DisplayWidth.width(of: labels.expected), DisplayWidth.width(of: labels.actual)) + 2
        return lines + MarbleLegend.lines(used, width: max(20, width - indent)).map { String(repeating: " ", count: indent) + $0 }
    }

    /// A diagram at the demo's ticks moved to the figure's column 0.
    private func shifted(_ diagram: MarbleDiagram) -> MarbleDiagram {
        var diagram = diagram
        diagram.events = diagram.events.map { MarbleEvent(time: $0.time - origin, kind: $0.kind, value: $0.value) }
        diagram.unsubscription = diagram.unsubscription.map { $0 - origin }
        return diagram
    }

    static func options(_ scale: MarbleScale) -> MarbleRenderOptions {
        var options = MarbleRenderOptions(frame: scale.ticksPerColumn, origin: 0, style: .document, errorMarker: "X",
                                          strict: false, maximumColumns: 400)
        options.commasInGroups = true
        return options
    }

    /// A row as the figure draws it: a subscription the clock's stop disposed is drawn as
    /// going on; `^` only on an input row, and only where no event hides it.
    private static func tidy(_ diagram: MarbleDiagram, horizon: Int, keepsSubscription: Bool) -> MarbleDiagram {
        var diagram = diagram
        if let end = diagram.unsubscription, end > horizon {
            diagram.unsubscription = nil
            diagram.goesOn = !(diagram.events.last?.isTerminal ?? false)
        }
        if let start = diagram.subscription, !keepsSubscription || diagram.events.contains(where: { $0.time == start }) {
            diagram.subscription = nil
        }
        return diagram
    }

    /// Times on the figure's columns (ticks × columns per tick) and values as drawn.
    private static func spread(_ diagram: MarbleDiagram, scale: MarbleScale, keys: inout ValueKeys) -> MarbleDiagram {
        var spread = diagram
        spread.events = diagram.events.map { event in
            MarbleEvent(time: event.time * scale.columnsPerTick, kind: event.kind,
                        value: event.kind == .next ? event.value.map { keys.drawn($0) } : event.value)
        }
        spread.subscription = diagram.subscription.map { $0 * scale.columnsPerTick }
        spread.unsubscription = diagram.unsubscription.map { $0 * scale.columnsPerTick }
        return spread
    }
}
