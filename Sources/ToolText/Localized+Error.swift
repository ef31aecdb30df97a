import TextKit

extension Localized {
    /// `error: message`, as every command says it.
    public static func error(_ message: Localized) -> Localized {
        wording("error", message)
    }

    /// Items as a list in each language: `a, b, c`, `a、b、c`.
    public static func list<Items: Sequence>(_ items: Items) -> Localized where Items.Element == String {
        Localized(zh: items.joined(separator: "、"), en: items.joined(separator: ", "))
    }

    /// `error: message`, in one language.
    public static func error(_ message: String, _ language: Language) -> String {
        wording("error", message)[language]
    }
}
