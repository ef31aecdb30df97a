import Marbles
import TextKit

/// Where the learner's traced chain first parts from the reference solution's chain of the
/// same shape: the operator, the line applying it, and the first tick its output differs.
public struct TraceDivergence: Sendable, Hashable, Codable {
    public var operatorName: String
    /// Where the learner applies the operator.
    public var file: String
    public var line: Int
    /// Which of the result's traced chains holds it.
    public var chain: Int
    /// The tick (on the run's clock) of the first difference.
    public var tick: Int
    /// `tick 22: expected next(Paris), got nothing`, in both languages.
    public var sentences: Localized

    public init(operatorName: String, file: String, line: Int, chain: Int, tick: Int, sentences: Localized) {
        self.operatorName = operatorName
        self.file = file
        self.line = line
        self.chain = chain
        self.tick = tick
        self.sentences = sentences
    }

    /// `map  Search.swift:11`, as the trace's rows are labelled.
    public var place: String { "\(operatorName)  \(file):\(line)" }

    /// The whole note, as the text report prints it under the trace; the sentence is left out
    /// when it is the failure's own message, which the report has already given.
    public func note(_ language: Language, besides message: String = "") -> String {
        let sentence = sentences[language]
        let note = sentence == message ? wording("divergence.note", place) : wording("divergence.note.sentence", place, sentence)
        return note[language]
    }
}
