import TextKit

/// The one way the tool asks "did you mean ...?" (the names come from `Suggestions.nearest`).
extension Suggestions {
    /// `did you mean 'a', 'b' or 'c'?`; nil when there is nothing to suggest.
    public static func question(_ names: [String]) -> Localized? {
        guard let last = names.last else { return nil }
        let quoted = names.map { "'\($0)'" }
        if names.count == 1 { return wording("suggestions.did-you-mean", quoted[0]) }
        return wording("suggestions.did-you-mean-either", Localized.list(quoted.dropLast()), "'\(last)'")
    }

    /// `message; did you mean 'a'?` (the message alone when there is nothing to suggest).
    public static func after(_ message: Localized, _ names: [String]) -> Localized {
        guard let question = question(names) else { return message }
        return wording("suggestions.after", message, question)
    }
}
