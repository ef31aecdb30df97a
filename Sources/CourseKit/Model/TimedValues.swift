/// The inputs of an exercise given values at ticks and the tick its sequence completes at
/// (`marbles-draw`, `subjects-forward`): one type for the lessons that share that shape.
public struct TimedValues: ScenarioInputs {
    public let ticks: [Int]
    public let values: [String]
    public let end: Int

    public init(ticks: [Int], values: [String], end: Int) {
        self.ticks = ticks
        self.values = values
        self.end = end
    }

    /// `values` at `ticks`, paired.
    public var timed: [(tick: Int, value: String)] { Self.paired(ticks, values) }

    /// Each value with its tick (for inputs of other shapes that list both too).
    public static func paired(_ ticks: [Int], _ values: [String]) -> [(tick: Int, value: String)] {
        zip(ticks, values).map { (tick: $0.0, value: $0.1) }
    }
}
