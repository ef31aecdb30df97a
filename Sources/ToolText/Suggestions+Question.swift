import TextKit

/// The one way the tool asks "did you mean ...?" (the names come from `Suggestions.nearest`).
extension Suggestions {
    /// `did you mean 'a', 'b' or 'c'?` (`你是不是想输入“a”、“b”或“c”？`); nil when there is
    /// nothing to suggest.
    public static func question(_ names: [String]) -> Localized? {
        guard let last = names.last else { return nil }
        if names.count == 1 { return wording("suggestions.did-you-mean", quoted(last)) }
        let others = names.dropLast()
        let list = Localized(zh: others.map { quoted($0).zh }.joined(separator: "、"), en: others.map { quoted($0).en }.joined(separator: ", "))
        return wording("suggestions.did-you-mean-either", list, quoted(last))
    }

    /// A name the learner typed or may type, quoted as each language quotes: `'check'`, `“check”`.
    public static func quoted(_ name: String) -> Localized {
        Localized(zh: "“\(name)”", en: "'\(name)'")
    }

    /// `message; did you mean 'a'?` (the message alone when there is nothing to suggest).
    public static func after(_ message: Localized, _ names: [String]) -> Localized {
        guard let question = question(names) else { return message }
        return wording("suggestions.after", message, question)
    }
}
