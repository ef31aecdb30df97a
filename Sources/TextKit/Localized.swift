import Foundation

/// The language lesson text is shown in.
public enum Language: String, CaseIterable, Sendable {
    case zh, en

    /// From `LANG` / `LC_ALL`: Chinese locales get `zh`, everything else `en`.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Language {
        let value = environment["LC_ALL"].flatMap { $0.isEmpty ? nil : $0 } ?? environment["LANG"] ?? ""
        return value.lowercased().hasPrefix("zh") ? .zh : .en
    }
}

/// A text in Chinese and English. Every sentence is ours, not the document's.
public struct Localized: Sendable, Hashable, Codable {
    public let zh: String
    public let en: String

    public init(zh: String, en: String) {
        self.zh = zh
        self.en = en
    }

    public subscript(language: Language) -> String {
        language == .zh ? zh : en
    }
}
