import Marbles
import TextKit

/// One graded run of an exercise, as the grading process knows it: the inputs it sends and
/// what the run must produce.
///
/// Every exercise has the scenario its task shows and hidden variants made from the task's
/// rules (other values, other timings), so code that replays the shown answer instead of
/// computing it fails. The inputs are one value of the exercise's ``ScenarioInputs`` type,
/// kept here without its type: what the wire needs (the value, encoded) and what reports
/// need (``listing``: each input by name, as text, in declaration order).
public struct Scenario: Sendable, Hashable {
    public let inputs: AnyScenarioInputs
    public var expected: Expectation

    public init<Inputs: ScenarioInputs>(_ inputs: Inputs, expected: Expectation) {
        self.inputs = AnyScenarioInputs(inputs)
        self.expected = expected
    }

    /// A scenario with no inputs.
    public init(expected: Expectation) {
        self.init(NoInputs(), expected: expected)
    }

    /// Each input by name, as text, in declaration order.
    public var listing: [ScenarioInput] { inputs.listing }
}

/// A scenario's inputs without their type: encoded as the value is (the graded program decodes
/// them into its harness's type), listed for reports.
public struct AnyScenarioInputs: Encodable, Sendable, Hashable {
    private let value: any ScenarioInputs
    public let listing: [ScenarioInput]
    /// The inputs' type, as the author wrote it (`StopTheIntervalInputs`).
    public let typeName: String

    public init<Inputs: ScenarioInputs>(_ value: Inputs) {
        self.value = value
        listing = value.listing
        typeName = String(describing: Inputs.self)
    }

    public func encode(to encoder: Encoder) throws { try value.encode(to: encoder) }

    public static func == (lhs: Self, rhs: Self) -> Bool { AnyHashable(lhs.value) == AnyHashable(rhs.value) }

    public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(value)) }
}

/// Which scenario of an exercise a grading plays: the one its task shows, or hidden variant
/// `number` (from 1) made from `seed`.
public enum ScenarioChoice: Sendable, Hashable, CustomStringConvertible {
    case shown
    case variant(number: Int, seed: UInt64)

    public var description: String {
        switch self {
        case .shown: return "shown"
        // Not the seed: it is made from the teacher's key, and a key guessed offline would be
        // confirmed by it. `check --variant N` replays a variant from its number.
        case .variant(let number, _): return "variant \(number)"
        }
    }

    /// The hidden variant's number; nil for the shown scenario.
    public var number: Int? {
        if case .variant(let number, _) = self { return number }
        return nil
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

    public func scenario(number: Int, seed: UInt64) -> Scenario {
        var generator = VariantGenerator(seed: seed, number: number)
        return make(&generator)
    }
}

/// Seeded (``SplitMix64``): the same seed gives the same variant in the grader and in the
/// child it runs, on every platform.
public struct VariantGenerator: RandomNumberGenerator, Sendable {
    private var numbers: SplitMix64
    /// Which variant this is, from 1: a generator that must cover a few cases (every ending
    /// of a diagram) takes them in turn with ``inTurn(_:)``, so three variants meet three.
    public let number: Int

    public init(seed: UInt64, number: Int = 1) {
        numbers = SplitMix64(seed: seed)
        self.number = number
    }

    /// The variant's case among `cases`, in turn: variant 1 the first, variant 2 the second…
    public func inTurn<T>(_ cases: [T]) -> T { cases[(number - 1) % cases.count] }

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
    /// When set, the only operators the learner's code may apply (a task that asks for an
    /// operator written by hand: a list of what is ruled out always misses one of its family).
    public var only: [String]?
    /// The task asks for an observable written as a type of its own (a `Producer`); elsewhere
    /// the source rules refuse one, as it makes no row the operator rules can read.
    public var ownObservables: Bool

    public init(require required: [String] = [], forbid forbidden: [String] = [], only: [String]? = nil, ownObservables: Bool = false) {
        self.required = required
        self.forbidden = forbidden
        self.only = only
        self.ownObservables = ownObservables
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
