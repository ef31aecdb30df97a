import ToolText
import TextKit
import RxCore

/// The course's one unit of virtual time. Every clock the course runs (a demo's, an
/// exercise's, the playground's, the operator gallery's) ticks at this rate, and every figure
/// says how long its tick is with ``Tick/seconds``.
///
/// A tenth of a second, because that is the grain of the documents' own timings (an interval
/// of 0.1 s, a throttle of 0.3 s): each of them is a whole number of ticks, so a demo runs the
/// document's code unchanged.
public enum Tick {
    /// Milliseconds per tick: `Tick.interval(3)` is `.milliseconds(300)`.
    public static let milliseconds = 100
    /// Seconds per tick, the TestScheduler's resolution.
    public static let seconds = Double(milliseconds) / 1000

    /// `count` ticks as the interval RxSwift's operators take.
    public static func interval(_ count: Int) -> RxTimeInterval { .milliseconds(count * milliseconds) }
}

extension Tick {
    /// `1 tick = 0.1 s`, said where a figure is drawn.
    public static func described(_ language: Language) -> String {
        wording("tick.described", seconds)[language]
    }

    /// The time axis of an SVG figure: `time → ticks (1 tick = 0.1 s)`.
    public static func axis(_ language: Language) -> String {
        wording("tick.axis", described(language))[language]
    }
}
