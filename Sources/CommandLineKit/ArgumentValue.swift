import TextKit
/// A type an option or positional can hold: parsed from one command-line word.
///
/// `String`, `Int` and `Double` conform. A `String`-backed enum conforms by declaring it
/// (`enum Format: String, CaseIterable, ArgumentValue { case text, json }`): its cases become
/// the accepted values, shown in help as `text|json`, and anything else is refused by name.
public protocol ArgumentValue {
    /// The value a command-line word spells, or nil when it spells none.
    init?(argument: String)
    /// The only words accepted, when the set is closed (enums); empty otherwise.
    static var choices: [String] { get }
    /// What a valid word looks like, for the error message ("an integer").
    static var expectation: Localized { get }
    /// The value as it would be typed, for "(default: ...)".
    var argumentText: String { get }
}

extension ArgumentValue {
    public static var choices: [String] { [] }
    public static var expectation: Localized { wording("argument-value.a-value") }
    public var argumentText: String { "\(self)" }
}

extension ArgumentValue where Self: RawRepresentable, RawValue == String {
    public init?(argument: String) { self.init(rawValue: argument) }
    public var argumentText: String { rawValue }
}

extension ArgumentValue where Self: RawRepresentable & CaseIterable, RawValue == String {
    public static var choices: [String] { allCases.map(\.rawValue) }
}

extension String: ArgumentValue {
    public init?(argument: String) { self = argument }
}

extension Int: ArgumentValue {
    public init?(argument: String) { self.init(argument, radix: 10) }
    public static var expectation: Localized { wording("argument-value.an-integer") }
}

extension Double: ArgumentValue {
    public init?(argument: String) {
        guard let value = Double(argument), value.isFinite else { return nil }
        self = value
    }
    public static var expectation: Localized { wording("argument-value.a-number") }
    public var argumentText: String {
        rounded() == self && Swift.abs(self) < 1e15 ? String(Int(self)) : "\(self)"
    }
}
