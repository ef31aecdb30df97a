import TextKit
/// Which reading rules a diagram follows.
public enum MarbleStyle: String, Hashable, Sendable {
    /// The documents' style: a run of letters and digits (`tap`, `42`) is ONE value at the
    /// column of its first character; `X` as the last token is an error.
    case document
    /// RxJS 7 style, as its `TestScheduler` reads a diagram in run mode: every code point
    /// that is not syntax is its own value (looked up in the values dictionary if there is
    /// one): letters, digits, `X`, `,`, CJK, emoji. See `RxJSMarbleReader` for the whole
    /// rule set and rxlesson's own additions.
    case rxjs
}

/// How to read a diagram: style, ticks per column, and the clock's resolution.
public struct MarbleSyntax: Hashable, Sendable {
    public var style: MarbleStyle
    /// Ticks per column (`--frame N`), at least 1. Event time = column × frame.
    public var frame: Int
    /// Seconds per tick, for time progressions (` 10ms `, ` 1.5s `):
    /// ticks = `Int(seconds / resolution + 0.5)`, as a TestScheduler converts intervals.
    public var resolution: Double
    /// RxJS style only: the value each key character stands for. A character without an
    /// entry stands for itself (rxlesson's rule: RxJS would give `undefined`). Keys are
    /// single code points, as RxJS reads the diagram.
    public var values: [Character: String]
    /// RxJS style only: whether a final `>` (goes on) and `!` (unsubscribed) are the course's
    /// marks, as in the keyed figures rxlesson draws, or values, as RxJS itself reads them
    /// (`marble --rxjs`).
    public var courseMarks = true

    public init(style: MarbleStyle = .document, frame: Int = 1, resolution: Double = 0.001, values: [Character: String] = [:]) {
        precondition(frame >= 1, "a frame is at least one tick")
        precondition(resolution > 0 && resolution.isFinite, "the resolution is a positive number of seconds per tick")
        self.style = style
        self.frame = frame
        self.resolution = resolution
        self.values = values
    }

    /// Document style, one tick per column, 1 ms per tick.
    public static let document = MarbleSyntax()
    /// RxJS style, one tick per column, 1 ms per tick, keys stand for themselves.
    public static let rxjs = MarbleSyntax(style: .rxjs)

    /// Exactly RxJS 7's reading: `>` and `!` are values too.
    public static func rxjsExactly(frame: Int = 1) -> MarbleSyntax {
        var syntax = MarbleSyntax(style: .rxjs, frame: frame)
        syntax.courseMarks = false
        return syntax
    }

    /// RxJS style with a values dictionary (as a legend from the renderer gives it).
    public static func rxjs(values: [Character: String], frame: Int = 1) -> MarbleSyntax {
        MarbleSyntax(style: .rxjs, frame: frame, values: values)
    }
}

extension MarbleSyntax {
    enum WholeTicks: Equatable {
        case exact(Int)
        case overflows
    }

    /// A time progression of a whole number of units, in ticks, counted exactly where a unit
    /// is a whole number of ticks (`10ms` at 1 ms a tick): up to the clock's last tick, not
    /// only as far as a Double counts exactly. nil where a fraction is involved.
    func wholeTicks(_ number: String, secondsPerUnit: Double) -> WholeTicks? {
        let perUnit = secondsPerUnit / resolution
        let whole = perUnit.rounded()
        guard whole >= 1, whole < 1e18, abs(perUnit - whole) <= 1e-9 * whole,
              !number.isEmpty, number.utf8.allSatisfy(MarbleByte.isDigit) else { return nil }
        guard let count = Int(number) else { return .overflows }
        let (ticks, overflow) = count.multipliedReportingOverflow(by: Int(whole))
        return overflow ? .overflows : .exact(ticks)
    }
}
