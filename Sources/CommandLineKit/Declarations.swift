import TextKit
/// An on/off switch: `@Flag(help: ...) var json: Bool` is `--json`, false unless given.
@propertyWrapper
public final class Flag: DeclaredArgument {
    private let name: String?
    private let short: Character?
    private let help: Localized
    private var isOn = false

    public var wrappedValue: Bool { isOn }

    /// - Parameters:
    ///   - name: the long name, without dashes (default: the property's name in kebab-case).
    ///   - short: a one-letter alias, `-x`.
    public init(name: String? = nil, short: Character? = nil, help: Localized) {
        self.name = name
        self.short = short
        self.help = help
    }

    func spec(property: String) -> ArgumentSpec {
        ArgumentSpec(
            kind: .flag, long: name ?? CommandSpec.kebab(property), short: short, valueName: "", help: help,
            choices: [], expectation: wording("declarations.no-value"), defaultText: nil, isRequired: false,
            isRepeating: false, minimum: 0, maximum: 0, allowsLeadingDash: false, slot: self
        )
    }

    func receive(_ word: String) -> Bool {
        isOn = true
        return true
    }

    var wasGiven: Bool { isOn }
}

/// An option with a value: `--frame N` or `--frame=N`.
///
/// The property's type says how it behaves: `Int = 1` has a default; `String` (no default)
/// must be given; `String?` may be left out; `[String]` may be given many times.
@propertyWrapper
public final class Option<Value>: DeclaredArgument {
    private let name: String?
    private let short: Character?
    private let valueName: String?
    private let help: Localized
    private var slot: ValueSlot<Value>

    public var wrappedValue: Value { slot.value }

    /// An option with a default value.
    public init(wrappedValue: Value, name: String? = nil, short: Character? = nil, valueName: String? = nil, help: Localized)
    where Value: ArgumentValue {
        (self.name, self.short, self.valueName, self.help) = (name, short, valueName, help)
        slot = .single(default: wrappedValue)
    }

    /// An option that must be given.
    public init(name: String? = nil, short: Character? = nil, valueName: String? = nil, help: Localized)
    where Value: ArgumentValue {
        (self.name, self.short, self.valueName, self.help) = (name, short, valueName, help)
        slot = .single(default: nil)
    }

    /// An option that may be left out (nil).
    public init<Element: ArgumentValue>(name: String? = nil, short: Character? = nil, valueName: String? = nil, help: Localized)
    where Value == Element? {
        (self.name, self.short, self.valueName, self.help) = (name, short, valueName, help)
        slot = .optional()
    }

    /// An option that may be given many times; its values in order.
    public init<Element: ArgumentValue>(name: String? = nil, short: Character? = nil, valueName: String? = nil, help: Localized)
    where Value == [Element] {
        (self.name, self.short, self.valueName, self.help) = (name, short, valueName, help)
        slot = .list(default: [])
    }

    /// An option that may be given many times, with values used when it is not given at all.
    public init<Element: ArgumentValue>(wrappedValue: Value, name: String? = nil, short: Character? = nil, valueName: String? = nil, help: Localized)
    where Value == [Element] {
        (self.name, self.short, self.valueName, self.help) = (name, short, valueName, help)
        slot = .list(default: wrappedValue)
    }

    func spec(property: String) -> ArgumentSpec {
        let shown = valueName ?? (slot.choices.isEmpty ? CommandSpec.kebab(property).uppercased() : slot.choices.joined(separator: "|"))
        return ArgumentSpec(
            kind: .option, long: name ?? CommandSpec.kebab(property), short: short, valueName: shown, help: help,
            choices: slot.choices, expectation: slot.expectation, defaultText: slot.defaultText,
            isRequired: slot.isRequired, isRepeating: slot.isList, minimum: 0, maximum: nil,
            allowsLeadingDash: false, slot: self
        )
    }

    func receive(_ word: String) -> Bool { slot.receive(word) }
    var wasGiven: Bool { slot.wasGiven }
}

/// A positional argument: `DIAGRAM`, `[ID]`, `ID...`.
///
/// `String` must be given; `String?` or `String = "x"` may be left out; `[String]` takes
/// as many words as its `arity` allows. `allowsLeadingDash` lets a word like `--1--|` (a
/// marble diagram) be this argument instead of an unknown option.
@propertyWrapper
public final class Argument<Value>: DeclaredArgument {
    private let valueName: String?
    private let arity: (minimum: Int, maximum: Int?)
    private let allowsLeadingDash: Bool
    private let help: Localized
    private var slot: ValueSlot<Value>

    public var wrappedValue: Value { slot.value }

    /// A positional that must be given.
    public init(valueName: String? = nil, allowsLeadingDash: Bool = false, help: Localized) where Value: ArgumentValue {
        (self.valueName, self.allowsLeadingDash, self.help) = (valueName, allowsLeadingDash, help)
        arity = (1, 1)
        slot = .single(default: nil)
    }

    /// A positional that may be left out, then `wrappedValue`.
    public init(wrappedValue: Value, valueName: String? = nil, allowsLeadingDash: Bool = false, help: Localized) where Value: ArgumentValue {
        (self.valueName, self.allowsLeadingDash, self.help) = (valueName, allowsLeadingDash, help)
        arity = (0, 1)
        slot = .single(default: wrappedValue)
    }

    /// A positional that may be left out (nil).
    public init<Element: ArgumentValue>(valueName: String? = nil, allowsLeadingDash: Bool = false, help: Localized) where Value == Element? {
        (self.valueName, self.allowsLeadingDash, self.help) = (valueName, allowsLeadingDash, help)
        arity = (0, 1)
        slot = .optional()
    }

    /// Several positionals: `arity: 1...` for one or more (default `0...`).
    public init<Element: ArgumentValue>(valueName: String? = nil, arity: PartialRangeFrom<Int> = 0..., allowsLeadingDash: Bool = false, help: Localized)
    where Value == [Element] {
        (self.valueName, self.allowsLeadingDash, self.help) = (valueName, allowsLeadingDash, help)
        self.arity = (max(0, arity.lowerBound), nil)
        slot = .list(default: [])
    }

    /// Several positionals, between `arity.lowerBound` and `arity.upperBound` of them.
    public init<Element: ArgumentValue>(valueName: String? = nil, arity: ClosedRange<Int>, allowsLeadingDash: Bool = false, help: Localized)
    where Value == [Element] {
        (self.valueName, self.allowsLeadingDash, self.help) = (valueName, allowsLeadingDash, help)
        self.arity = (max(0, arity.lowerBound), arity.upperBound)
        slot = .list(default: [])
    }

    func spec(property: String) -> ArgumentSpec {
        ArgumentSpec(
            kind: .positional, long: CommandSpec.kebab(property), short: nil,
            valueName: valueName ?? CommandSpec.kebab(property).uppercased(), help: help,
            choices: slot.choices, expectation: slot.expectation, defaultText: slot.defaultText,
            isRequired: arity.minimum > 0, isRepeating: slot.isList, minimum: arity.minimum, maximum: arity.maximum,
            allowsLeadingDash: allowsLeadingDash, slot: self
        )
    }

    func receive(_ word: String) -> Bool { slot.receive(word) }
    var wasGiven: Bool { slot.wasGiven }
}

/// The parsed value behind an `Option` or `Argument`, and how to parse it.
struct ValueSlot<Value> {
    private var given: Value?
    private let fallback: Value?
    private let parse: (String, Value?) -> Value?
    let choices: [String]
    let expectation: Localized
    let defaultText: String?
    let isList: Bool

    var isRequired: Bool { fallback == nil }
    var wasGiven: Bool { given != nil }

    var value: Value {
        guard let result = given ?? fallback else {
            fatalError("CommandLineKit: a required value was read before the command line was parsed")
        }
        return result
    }

    mutating func receive(_ word: String) -> Bool {
        guard let parsed = parse(word, given) else { return false }
        given = parsed
        return true
    }

    static func single(default value: Value?) -> ValueSlot where Value: ArgumentValue {
        ValueSlot(given: nil, fallback: value, parse: { word, _ in Value(argument: word) },
                  choices: Value.choices, expectation: Value.expectation, defaultText: value?.argumentText, isList: false)
    }

    static func optional<Element: ArgumentValue>() -> ValueSlot where Value == Element? {
        ValueSlot(given: nil, fallback: .some(nil), parse: { word, _ in Element(argument: word).map { .some($0) } },
                  choices: Element.choices, expectation: Element.expectation, defaultText: nil, isList: false)
    }

    static func list<Element: ArgumentValue>(default values: [Element]) -> ValueSlot where Value == [Element] {
        ValueSlot(given: nil, fallback: values, parse: { word, sofar in Element(argument: word).map { (sofar ?? []) + [$0] } },
                  choices: Element.choices, expectation: Element.expectation,
                  defaultText: values.isEmpty ? nil : values.map(\.argumentText).joined(separator: " "), isList: true)
    }
}
