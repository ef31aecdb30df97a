/// A user-visible text in Chinese and English. Every string this tool prints comes as one.
public struct Bilingual: Sendable, Hashable {
    public let zh: String
    public let en: String

    public init(zh: String, en: String) {
        self.zh = zh
        self.en = en
    }

    /// The text in `language`.
    public subscript(_ language: Language) -> String {
        language == .zh ? zh : en
    }

    /// The language of messages, chosen by `--lang zh|en`.
    public enum Language: String, CaseIterable, Sendable {
        case zh, en

        /// `zh` when `LC_ALL` (or, when that is unset or empty, `LANG`) starts with "zh"; else `en`.
        public static func fromEnvironment(_ environment: [String: String]) -> Language {
            let locale = environment["LC_ALL"].flatMap { $0.isEmpty ? nil : $0 } ?? environment["LANG"] ?? ""
            return locale.lowercased().hasPrefix("zh") ? .zh : .en
        }
    }
}
