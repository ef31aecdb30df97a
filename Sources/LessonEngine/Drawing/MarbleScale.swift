import Foundation
import LessonKit
import TextKit

/// The time scale of a lesson's diagrams: either `ticksPerColumn` ticks per column, or
/// `columnsPerTick` columns per tick (when events one tick apart need room); one of the two
/// is 1. Column 0 is tick 0 of each demo's clock.
public struct MarbleScale: Hashable, Sendable {
    public let ticksPerColumn: Int
    public let columnsPerTick: Int

    public init(ticksPerColumn: Int = 1, columnsPerTick: Int = 1) {
        precondition(ticksPerColumn >= 1 && columnsPerTick >= 1 && (ticksPerColumn == 1 || columnsPerTick == 1))
        self.ticksPerColumn = ticksPerColumn
        self.columnsPerTick = columnsPerTick
    }

    /// Ticks per column as a number (`0.5` for two columns per tick).
    public var ticks: Double { Double(ticksPerColumn) / Double(columnsPerTick) }

    /// `1`, `5`, `1/2`.
    public var ticksText: String { columnsPerTick == 1 ? String(ticksPerColumn) : "1/\(columnsPerTick)" }

    /// The unit line's words: `one column = 1 tick = 0.1 s`, `2 columns = 1 tick = 0.1 s`.
    public func unitText(_ language: Language) -> String {
        if columnsPerTick > 1 {
            let tick = Self.seconds(Tick.seconds)
            if language == .zh { return "每 \(columnsPerTick) 列为 1 拍，即 \(tick) 秒" }
            return "\(columnsPerTick) columns = 1 tick = \(tick) s"
        }
        let seconds = Self.seconds(ticks * Tick.seconds)
        if language == .zh { return "每列 \(ticksText) 拍，即 \(seconds) 秒" }
        return "one column = \(ticksText) tick\(ticksText == "1" ? "" : "s") = \(seconds) s"
    }

    /// Seconds for people: `0.3`, not `0.30000000000000004`; whole numbers without `.0`.
    public static func seconds(_ seconds: Double) -> String {
        let rounded = (seconds * 1_000_000).rounded() / 1_000_000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.6f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// Candidates from the coarsest (narrowest picture) to the finest: the divisors of
    /// `gcd` (capped), then 2, 3, … columns per tick.
    static func candidates(gcd: Int) -> [MarbleScale] {
        var divisors: [Int] = []
        if gcd > 0 {
            var i = 1
            while i * i <= gcd {
                if gcd % i == 0 { divisors.append(i); if i != gcd / i { divisors.append(gcd / i) } }
                i += 1
            }
        }
        let coarse = divisors.filter { $0 <= 10_000 }.sorted(by: >).map { MarbleScale(ticksPerColumn: $0) }
        return (coarse.isEmpty ? [MarbleScale()] : coarse) + (2...8).map { MarbleScale(columnsPerTick: $0) }
    }
}

enum MarbleLayoutGCD {
    static func gcd(_ a: Int, _ b: Int) -> Int {
        var x = a.magnitude, y = b.magnitude
        while y != 0 { (x, y) = (y, x % y) }
        return Int(x)
    }
}
