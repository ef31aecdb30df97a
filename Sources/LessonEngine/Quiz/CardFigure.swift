import LessonKit
import Marbles
import TextKit

/// A lesson card drawn: its input rows and the row to guess on one time axis, in the
/// course's document style, values too wide to draw in place replaced by keys. It also reads
/// a learner's answer back at the same scale and draws it under the right one.
public struct CardFigure {
    /// The inputs and the row to guess as the course draws them, at ticks from ``origin``.
    let figure: CourseFigure
    public var scale: MarbleScale { figure.scale }
    /// The tick drawn at column 0.
    public let origin: Int
    /// Each input row, label and diagram.
    public var inputs: [(label: String, diagram: String)] {
        zip(figure.rows, figure.diagrams).prefix(answerIndex).map { (label: $0.0.label, diagram: $0.1) }
    }
    public var answerLabel: String { figure.rows[answerIndex].label }
    /// The row to guess as drawn (keys for wide values).
    public var expected: String { figure.diagrams[answerIndex] }
    /// Where the diagrams start: the widest label and two spaces.
    public var labelWidth: Int { figure.labelWidth }
    /// When the row to guess was disposed before it ended (its subscriber left): the tick and
    /// the column of its `!`. Nothing in the inputs says when that happens, so the question does.
    public var disposal: (tick: Int, column: Int)? {
        figure.rows[answerIndex].diagram.unsubscription.map { (origin + $0, $0 * scale.columnsPerTick / scale.ticksPerColumn) }
    }
    private var answerIndex: Int { figure.rows.count - 1 }
    private var inputKeys: Set<String> { figure.keys(usedBy: 0..<answerIndex) }
    private var expectedKeys: Set<String> { figure.keys(usedBy: answerIndex..<answerIndex + 1) }

    /// The keys the inputs use, shown under the question.
    public var legend: [(key: String, value: String)] { figure.legend.filter { inputKeys.contains($0.key) } }

    /// The right answer as a learner would type it: the diagram, then the keys only it uses.
    public var expectedAnswer: String {
        let own = figure.legend.filter { expectedKeys.contains($0.key) && !inputKeys.contains($0.key) }
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
        let labels = inputs.map(\.label) + [answer.label]
        var card: CardFigure?
        _ = try? CourseFigure.draw(zip(labels, base).map { CourseFigure.Row($0, $1) },
                                   scales: CourseFigure.scales(for: base).filter { $0.columnsPerTick <= 4 },
                                   widths: [3, 2, 1], maximumColumns: maximumColumns) { figure in
            // The learner must be able to type the answer: as drawn, it reads back as the row.
            let drawn = CardFigure(figure: figure, origin: origin)
            guard let back = try? drawn.read(drawn.expectedAnswer),
                  MarbleDiff.firstDifference(expected: answer.events, actual: back.events) == nil else { return false }
            card = drawn
            return true
        }
        return card
    }

    /// Reads an answer typed at the figure's scale (the shown keys may be used, and new ones
    /// named after the diagram: `--de#  d="20° 50%"`); the events at the demo's ticks.
    public func read(_ answer: String) throws -> MarbleDiagram {
        let (text, named) = try MarbleLegend.split(answer)
        var diagram = try figure.read(text, legend: legend + named).shifted(by: origin)
        diagram.subscription = nil
        return diagram
    }

    /// The right row over the learner's, with a caret under the first difference and its
    /// sentence, then the keys either row uses.
    public func comparison(with yours: MarbleDiagram, difference: MarbleDifference?, labels: (expected: String, actual: String),
                           language: Language, width: Int) -> [String] {
        // The learner's letters are drawn as typed; the right row's own keys (never shown in
        // the question) are handed out again around them.
        var keys = figure.keys
        keys.forget(expectedKeys.subtracting(inputKeys), drawingInPlace: yours.events.compactMap { $0.kind == .next ? $0.value : nil })
        return CourseFigure.comparison(expected: figure.rows[answerIndex].diagram.shifted(by: origin), actual: yours,
                                       difference: difference, labels: labels, language: language, origin: origin,
                                       subscribedAt: 0, scales: [scale], keys: keys, unitLine: false, width: width)
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
}
