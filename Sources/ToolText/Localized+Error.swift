import TextKit

extension Localized {
    /// `error: message`, as every command says it.
    public static func error(_ message: Localized) -> Localized {
        wording("error", message)
    }

    /// `error: message`, in one language.
    public static func error(_ message: String, _ language: Language) -> String {
        wording("error", message)[language]
    }
}
