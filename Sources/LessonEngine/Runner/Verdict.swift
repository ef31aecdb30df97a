import Foundation
import TextKit

/// How a demo's output compares with the document's (the contract's four).
public enum Verdict: String, Sendable, CaseIterable {
    /// The document printed this, and the virtual clock prints exactly the same.
    case identical
    /// The document printed something else; the demo's note says why.
    case differs
    /// The document printed nothing here: the output is ours, compared with nothing.
    case new
    /// None of the above (a difference nobody explained): a defect. Never ships.
    case mismatch

    /// The rules, on their own: what `documented` and `actual` make of a demo with or
    /// without a note.
    public static func of(documented: String, actual: String, hasNote: Bool) -> Verdict {
        if documented.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return .new }
        if DemoRunner.normalized(actual) == DemoRunner.normalized(documented) { return .identical }
        return hasNote ? .differs : .mismatch
    }
}

extension Verdict {
    /// The verdict for people, in the reader's language.
    public func label(_ language: Language) -> String {
        switch self {
        case .identical: return wording("verdict.identical")[language]
        case .differs: return wording("verdict.differs")[language]
        case .new: return wording("verdict.new")[language]
        case .mismatch: return wording("verdict.mismatch")[language]
        }
    }
}
