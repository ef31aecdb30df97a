import Foundation
import TextKit
import LessonHost
import CourseKit
import LessonKit
import Marbles

/// Expected versus actual for one run, as data: the first difference and what a figure draws.
struct Comparison {
    var difference: FirstDifference?
    /// The diagrams compared, when the expectation is a diagram that parses.
    var drawn: GradeResult.ComparedMarbles?
    /// The printed outputs, when they are where the first difference is.
    var outputs: GradeResult.ComparedOutput?
    var expectedText: String?
    var actualText: String?
    /// An expected line announcing a release (`controller deinit`) that never printed.
    var unreleased: String?

    init(_ expectation: Expectation, _ observed: RunRecord) {
        if expectation.comparesMarbles {
            let result = observed.row(named: "result")
            // Whatever times the program sent: one outside what a figure draws fails the
            // exercise with a sentence, and no arithmetic is done on it.
            let times = result.map { [$0.subscribed] + [$0.disposed].compactMap { $0 } + $0.events.map(\.time) } ?? []
            if let time = times.first(where: { !MarbleDiagram.drawableTimes.contains($0) }) {
                difference = .undrawableTime(time)
            } else {
                compareMarbles(expectation, result.map { $0.diagram(origin: $0.subscribed) }, origin: result?.subscribed ?? 0)
            }
        }
        if let output = expectation.output {
            compareOutput(output, observed.output)
        }
    }

    /// `origin`: the tick `result` was subscribed at. Both rows count from it; when it is not 0
    /// the sentence and the figure say so, so one report never names one event on two axes.
    private mutating func compareMarbles(_ expectation: Expectation, _ actual: MarbleDiagram?, origin: Int = 0) {
        let expected: MarbleDiagram
        if let diagram = expectation.diagram {
            expected = diagram
            expectedText = Self.draw(diagram)
        } else {
            let marbles = expectation.marbles ?? ""
            expectedText = marbles
            do {
                expected = try MarbleParser.parse(marbles)
            } catch {
                difference = .expectationDoesNotParse(Localized(zh: error.sentence(in: .zh), en: error.sentence(in: .en)))
                return
            }
        }
        guard let actual else {
            difference = .noResultStream
            return
        }
        // The `!` is compared as the figure draws it: a dispose the grader made at the end of the run is none.
        var difference = MarbleDiff.firstDifference(expected: expected.events, actual: actual.events)
            ?? MarbleDiff.disposalDifference(expected: expected, actual: Self.clipped(actual, to: max(expected.events.last?.time ?? 0, expected.unsubscription ?? 0) + 6))
        if origin > 0, let found = difference { difference?.sentences = Self.afterSubscription(found.sentences, origin: origin) }
        let shown = Self.clipped(actual, to: Self.horizon(expected: expected, actual: actual, difference: difference?.time))
        actualText = Self.draw(shown)
        drawn = GradeResult.ComparedMarbles(expected: expected, actual: shown, difference: difference, origin: origin)
        if let difference { self.difference = .marbles(difference.sentences) }
    }

    /// `tick 0: …` of a stream subscribed at tick 7 as `tick 0 after the subscription (tick 7 of the clock): …`.
    static func afterSubscription(_ sentences: Localized, origin: Int) -> Localized {
        func shifted(_ text: String, _ pattern: String, _ template: (Int) -> String) -> String {
            guard let expression = try? NSRegularExpression(pattern: pattern),
                  let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
                  let whole = Range(match.range, in: text), let number = Range(match.range(at: 1), in: text),
                  let tick = Int(text[number]) else { return text }
            return template(tick) + text[whole.upperBound...]
        }
        return Localized(zh: shifted(sentences.zh, "^第 (\\d+) 拍：") { "订阅后第 \($0) 拍（时钟的第 \($0 + origin) 拍）：" },
                         en: shifted(sentences.en, "^tick (\\d+): ") { "tick \($0) after the subscription (tick \($0 + origin) of the clock): " })
    }

    /// Expected over actual with the caret under the first difference, as the course draws
    /// every figure (``CourseFigure/comparison(expected:actual:difference:labels:language:origin:subscribedAt:scales:unitLine:width:)``).
    /// `keys`: the report's, shared with the chains drawn under it.
    static func figure(expected: MarbleDiagram, actual: MarbleDiagram, difference: MarbleDifference, language: Language, origin: Int = 0,
                       keys: ValueKeys? = nil) -> String {
        if let time = expected.undrawableTime ?? actual.undrawableTime ?? (MarbleDiagram.drawableTimes.contains(difference.time) ? nil : difference.time) {
            return TraceDrawing.UndrawableTime(time: time).sentences[language]
        }
        let labels = (wording("comparison.expected")[language], wording("comparison.actual")[language])
        return CourseFigure.comparison(expected: expected, actual: actual, difference: difference, labels: labels,
                                       language: language, subscribedAt: origin, keys: keys).joined(separator: "\n")
    }

    private mutating func compareOutput(_ expected: String, _ actual: String) {
        if expectedText == nil {
            expectedText = expected
            actualText = actual
        }
        guard difference == nil, let row = OutputDiff.firstDifference(expected: expected, actual: actual) else { return }
        difference = row
        outputs = GradeResult.ComparedOutput(expected: expected, actual: actual)
        let printed = Set(OutputDiff.lines(actual))
        unreleased = OutputDiff.lines(expected).first { $0.hasSuffix("deinit") && !printed.contains($0) }
    }

    /// How far the actual row is drawn: a runaway stream can hold thousands of events, so only as
    /// far as it helps (the expectation, the difference, a few ticks more), and on to the actual's
    /// ending when that is within as much again: a completion a little late is what the learner
    /// must see, not a row that seems to go on.
    static func horizon(expected: MarbleDiagram, actual: MarbleDiagram, difference: Int?) -> Int {
        let helps = max(expected.events.last?.time ?? 0, expected.unsubscription ?? 0, difference ?? 0) + 6
        guard let ending = actual.events.last(where: \.isTerminal)?.time, ending <= 2 * helps else { return helps }
        return max(helps, ending)
    }

    /// Events up to `horizon`; a stream cut short is drawn as going on.
    static func clipped(_ diagram: MarbleDiagram, to horizon: Int) -> MarbleDiagram {
        var clipped = diagram
        if let last = diagram.events.last, last.time > horizon {
            clipped.events = diagram.events.filter { $0.time <= horizon }
            clipped.goesOn = true
        }
        // The grader disposes what is still open when the clock stops, far past the picture.
        if let unsubscription = clipped.unsubscription, unsubscription > horizon {
            clipped.unsubscription = nil
            clipped.goesOn = !(clipped.events.last?.isTerminal ?? false)
        }
        return clipped
    }

    /// One row as the course draws it, its legend after it; listed when it cannot be drawn.
    static func draw(_ diagram: MarbleDiagram) -> String {
        guard diagram.undrawableTime == nil,
              let figure = try? CourseFigure.draw([CourseFigure.Row("", diagram)], scales: [MarbleScale()]) else {
            return diagram.events.map(\.description).joined(separator: ", ")
        }
        let legend = MarbleLegend.text(figure.legend)
        return figure.diagrams[0] + (legend.isEmpty ? "" : "  " + legend)
    }
}
