import Marbles

/// One graded run of an exercise: the inputs its harness builds and what the run must produce.
///
/// Every exercise has the scenario its task shows, and most also have hidden variants made
/// from the task's rules (other values, other timings), so code that replays the shown
/// answer instead of computing it fails. Inputs are marble diagrams in document style
/// (column 0 = tick 0, one column = one tick), which a harness turns into observables with
/// `play.hot(_:)` / `play.cold(_:)`, and which the learner is shown when a variant fails.
public struct Scenario: Sendable, Hashable {
    public struct Input: Sendable, Hashable {
        public let name: String
        public let diagram: String
    }

    public var inputs: [Input]
    public var expected: Expectation

    public init(_ inputs: KeyValuePairs<String, String> = [:], expected: Expectation) {
        self.inputs = inputs.map { Input(name: $0.key, diagram: $0.value) }
        self.expected = expected
    }

    /// The diagram of the input called `name` (a harness names only inputs it declared).
    public subscript(_ name: String) -> String {
        guard let input = inputs.first(where: { $0.name == name }) else {
            preconditionFailure("the scenario has no input named \(name)")
        }
        return input.diagram
    }

    /// The input `name` read as a whole number, for inputs that are a value, not a diagram.
    public func number(_ name: String) -> Int {
        guard let value = Int(self[name]) else { preconditionFailure("the input \(name) is not a number: \(self[name])") }
        return value
    }
}

/// Which scenario of an exercise a run plays: the one its task shows, or a hidden variant made
/// from a seed.
public enum ScenarioChoice: Sendable, Hashable, CustomStringConvertible {
    case shown
    case variant(seed: UInt64)

    public var description: String {
        switch self {
        case .shown: return "shown"
        case .variant(let seed): return "variant:\(seed)"
        }
    }

    public init?(_ text: some StringProtocol) {
        if text == "shown" { self = .shown; return }
        guard text.hasPrefix("variant:"), let seed = UInt64(text.dropFirst("variant:".count)) else { return nil }
        self = .variant(seed: seed)
    }
}

/// Makes an exercise's hidden variants: from a seeded generator, inputs and the expectation
/// that the task's rules give for them (written as plain Swift over the inputs, never as the
/// Rx chain the learner is asked for).
public struct Variants: Sendable {
    let make: @Sendable (inout VariantGenerator) -> Scenario

    public init(_ make: @escaping @Sendable (inout VariantGenerator) -> Scenario) {
        self.make = make
    }

    public func scenario(seed: UInt64) -> Scenario {
        var generator = VariantGenerator(seed: seed)
        return make(&generator)
    }
}

/// Seeded (``SplitMix64``): the same seed gives the same variant in the grader and in the
/// child it runs, on every platform.
public struct VariantGenerator: RandomNumberGenerator, Sendable {
    private var numbers: SplitMix64

    public init(seed: UInt64) { numbers = SplitMix64(seed: seed) }

    public mutating func next() -> UInt64 { numbers.next() }

    public mutating func int(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// `count` ticks from `range`, ascending, at least `gap` apart: one-character values drawn in
    /// document style need a column between them, or they read as one value. Where `range` is
    /// too short for that many, it is taken as longer.
    public mutating func ticks(_ count: Int, in range: ClosedRange<Int>, gap: Int = 2) -> [Int] {
        guard count > 0 else { return [] }
        // Sorted offsets into the slack, then the gaps added back in.
        let slack = max(0, range.count - 1 - (count - 1) * gap)
        let offsets = (0..<count).map { _ in int(in: 0...slack) }.sorted()
        return offsets.enumerated().map { range.lowerBound + $0.element + $0.offset * gap }
    }

    public mutating func pick<T>(_ choices: [T]) -> T { choices.randomElement(using: &self)! }
}

/// Operators the task asks for or rules out, checked on the learner's traced chain (the rows
/// applied in the learner's file), by the names the trace gives them.
public struct OperatorRules: Sendable, Hashable {
    public var required: [String]
    public var forbidden: [String]

    public init(require required: [String] = [], forbid forbidden: [String] = []) {
        self.required = required
        self.forbidden = forbidden
    }

    public static let none = OperatorRules()
}

/// The events of a variant's expectation, written as a diagram is read.
extension MarbleDiagram {
    /// `values` as `(tick, value)`, then a completion at `completed`, an error at `failed`, or
    /// a disposal at `disposed`; none of them: the sequence goes on.
    public static func of(_ values: [(Int, String)], completed: Int? = nil, failed: Int? = nil, disposed: Int? = nil) -> MarbleDiagram {
        var events = values.map { MarbleEvent(time: $0.0, kind: .next, value: $0.1) }
        if let completed { events.append(MarbleEvent(time: completed, kind: .completed)) }
        if let failed { events.append(MarbleEvent(time: failed, kind: .error)) }
        let ends = completed != nil || failed != nil
        return MarbleDiagram(events: events, subscription: nil, unsubscription: ends ? nil : disposed, goesOn: !ends && disposed == nil)
    }

    /// Drawn in document style, one column a tick from tick 0: how a scenario writes an input.
    /// Values must fit their column span (a harness picks short ones).
    public var drawn: String {
        (try? MarbleRenderer.render(self, options: MarbleRenderOptions(frame: 1, origin: 0, style: .document)).diagram)
            ?? events.map(\.description).joined(separator: ", ")
    }
}
