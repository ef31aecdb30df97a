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

    /// What the label says, for a reader who has not met the document comparison.
    public func meaning(_ language: Language) -> String {
        switch self {
        case .identical: return wording("verdict.identical.meaning")[language]
        case .differs: return wording("verdict.differs.meaning")[language]
        case .new: return wording("verdict.new.meaning")[language]
        case .mismatch: return wording("verdict.mismatch.meaning")[language]
        }
    }

    /// The line before a lesson's demos that explains the marks after their titles: only
    /// the verdicts among `verdicts`, in the order they are declared; nil for none.
    public static func key(_ verdicts: [Verdict], language: Language) -> String? {
        let present = allCases.filter(verdicts.contains)
        guard !present.isEmpty else { return nil }
        let entries = present.map { wording("verdict.key-entry", $0.label(language), $0.meaning(language))[language] }
        return wording("verdict.key", entries.joined(separator: language == .zh ? "；" : "; "))[language]
    }
}
