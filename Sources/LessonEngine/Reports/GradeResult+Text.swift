import LessonKit
import TextKit

/// A result said in the reader's language, for the reports: the sentences from
/// ``GradingMessages``, the figures from the drawing code.
extension GradeResult {
    /// One sentence: why it failed (empty when it passed).
    public func message(_ language: Language) -> String {
        failure.map { GradingMessages.sentence($0)[language] } ?? ""
    }

    /// Expected over actual with a caret under the first difference, or the two printed
    /// outputs side by side; nil when neither differs.
    public func figure(_ language: Language) -> String? {
        if let marbles, let difference = marbles.difference {
            return Comparison.figure(expected: marbles.expected, actual: marbles.actual, difference: difference,
                                     language: language, origin: marbles.origin, keys: valueKeys)
        }
        return outputs.map { OutputDiff.figure(expected: $0.expected, actual: $0.actual, language: language) }
    }

    /// The learner's chains drawn one row per operator, and the first operator that parts
    /// from the reference solution; nil when none was traced.
    public func trace(_ language: Language) -> String? {
        guard let drawn = PlaygroundReport.text(of: chains, language: language, keys: valueKeys) else { return nil }
        guard let divergence else { return drawn }
        return drawn + "\n" + divergence.note(language, besides: message(language))
    }

    /// The one key table of everything a report draws of this result, the expected and actual
    /// rows and the chains under them, so a key means one value in all of them: made from all
    /// their values, at the widest width in place the expected and actual rows draw at; nil
    /// when there are no marbles and chains both to draw.
    var valueKeys: ValueKeys? {
        guard let marbles, marbles.difference != nil, !chains.isEmpty else { return nil }
        let compared = [CourseFigure.Row("", marbles.expected), CourseFigure.Row("", marbles.actual)]
        let values = CourseFigure.values(of: compared + chains.joined().map { CourseFigure.Row("", TraceDrawing.diagram(of: $0)) })
        let scales = (1...8).map { MarbleScale(columnsPerTick: $0) }
        return CourseFigure.widthsInPlace.lazy.map { ValueKeys(values: values, widest: $0) }
            .first { (try? CourseFigure.draw(compared, scales: scales, keys: $0)) != nil }
    }

    /// The traced chains drawn, as `rxlesson playground` draws them.
    public var tracedReport: PlaygroundReport { PlaygroundReport(PlaygroundResult(output: "", chains: chains)) }

    /// What the learner's code printed, with how much more was cut.
    public func output(_ language: Language) -> String? {
        printed.map { GradingMessages.printed($0)[language] }
    }
}
