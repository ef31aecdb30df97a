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
                                     language: language, origin: marbles.origin)
        }
        return outputs.map { OutputDiff.figure(expected: $0.expected, actual: $0.actual, language: language) }
    }

    /// The learner's chains drawn one row per operator, and the first operator that parts
    /// from the reference solution; nil when none was traced.
    public func trace(_ language: Language) -> String? {
        guard let drawn = PlaygroundReport.text(of: chains, language: language) else { return nil }
        guard let divergence else { return drawn }
        return drawn + "\n" + divergence.note(language, besides: message(language))
    }

    /// The traced chains drawn, as `rxlesson playground` draws them.
    public var tracedReport: PlaygroundReport { PlaygroundReport(PlaygroundResult(output: "", chains: chains)) }

    /// What the learner's code printed, with how much more was cut.
    public func output(_ language: Language) -> String? {
        printed.map { GradingMessages.printed($0)[language] }
    }
}
