import TextKit

/// The time scale of a quiz card: `ticksPerColumn` ticks per column, or `columnsPerTick`
/// columns per tick when values one tick apart need the room; one of the two is 1.
public struct QuizScale: Hashable, Sendable {
    public let ticksPerColumn: Int
    public let columnsPerTick: Int

    init(ticksPerColumn: Int = 1, columnsPerTick: Int = 1) {
        self.ticksPerColumn = ticksPerColumn
        self.columnsPerTick = columnsPerTick
    }

    /// From the narrowest picture to the widest: whole frames that divide every time
    /// (largest first), then one tick a column, then 2, 3, 4 columns a tick.
    static func candidates(dividing times: [Int]) -> [QuizScale] {
        let divisor = times.reduce(0) { gcd($0, $1) }
        let frames = divisor > 1 ? (2...min(divisor, 1000)).filter { divisor % $0 == 0 }.reversed() : []
        return frames.map { QuizScale(ticksPerColumn: $0) } + (1...4).map { QuizScale(columnsPerTick: $0) }
    }

    /// `1 column = 1 tick`, `2 columns = 1 tick`, `1 column = 5 ticks`.
    public func text(_ language: Language) -> String {
        if columnsPerTick > 1 { return language == .zh ? "\(columnsPerTick) 列 = 1 拍" : "\(columnsPerTick) columns = 1 tick" }
        if language == .zh { return "1 列 = \(ticksPerColumn) 拍" }
        return ticksPerColumn == 1 ? "1 column = 1 tick" : "1 column = \(ticksPerColumn) ticks"
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        var (x, y) = (a.magnitude, b.magnitude)
        while y != 0 { (x, y) = (y, x % y) }
        return Int(x)
    }
}
