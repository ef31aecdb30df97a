import ToolText
import TextKit

/// How to draw events as a diagram. Every field may be left to the renderer.
public struct MarbleRenderOptions: Hashable, Sendable {
    /// Ticks per column. nil: the largest frame at which every event sits exactly at its
    /// column and nothing overlaps (a divisor of the gcd of all times from the origin).
    public var frame: Int?
    /// The tick drawn at column 0. nil: 0, or the earliest tick if anything is earlier;
    /// for a diagram with a subscription, its earliest tick. Recorded events usually want 200.
    public var origin: Int?
    /// Pad with `-` up to this tick (a parsed diagram's `end` redraws it at its length).
    public var end: Int?
    /// nil: document style when every value fits, else RxJS style with short keys and a
    /// legend. A fixed style throws when the events cannot be drawn in it.
    public var style: MarbleStyle?
    /// `"X"` draws an error the way the documents do (`---X`) wherever that reads back as
    /// an error (document style, last token); otherwise `#` is used.
    public var errorMarker: Character
    /// true: refuse sequences the parser would refuse (events after a terminal, a terminal
    /// that goes on). false: draw them anyway, e.g. to show a misbehaving operator.
    public var strict: Bool
    /// Refuse to draw more columns than this.
    public var maximumColumns: Int
    /// Document style: write every group that holds a value with commas, a comma after each
    /// value something follows, even when each value is one character: `(1,2,|)` rather than
    /// `(12|)`, and `(0,|)` like `(48,|)`, so that no group reads like one value and a figure
    /// never mixes two forms.
    public var commasInGroups: Bool = false
    /// nil: every character of the text is one frame, so that the rows of a figure or a
    /// diff line up column by column. A number (one diagram on its own): the text may also
    /// hold what takes no time, so that every diagram a reader accepts can be drawn — a
    /// space between two values side by side, ` 0ms ` after a final value `X`, spaces
    /// before a `^` drawn early (RxJS style) — and more empty frames than this in a row
    /// are written as a time progression, ` 5000ms ` (``millisecondsPerTick`` a tick, as
    /// ``RenderedMarbles/syntax`` reads it).
    public var longestDashRun: Int? = nil
    /// How many milliseconds a tick lasts in a time progression the text writes.
    public var millisecondsPerTick = 1

    public init(
        frame: Int? = nil,
        origin: Int? = nil,
        end: Int? = nil,
        style: MarbleStyle? = nil,
        errorMarker: Character = "#",
        strict: Bool = true,
        maximumColumns: Int = 50_000_000
    ) {
        self.frame = frame
        self.origin = origin
        self.end = end
        self.style = style
        self.errorMarker = errorMarker
        self.strict = strict
        self.maximumColumns = maximumColumns
    }
}

/// Why events cannot be drawn. The renderer never moves or drops an event: it refuses.
public enum MarbleRenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Events must be in time order.
    case outOfOrder(time: Int)
    /// The sequence breaks `next* (error | completed)?` (strict rendering only).
    case invalidSequence(String)
    /// An event, `^` or `!` lies before the requested origin.
    case beforeOrigin(time: Int, origin: Int)
    /// A time is not a whole number of frames from the origin.
    case offFrame(time: Int, frame: Int)
    /// The thing at `time` would overlap what is drawn before it.
    case tooClose(time: Int, frame: Int?)
    /// More distinct wide values than there are one-character keys (a–z, A–Z, 0–9).
    case tooManyValues(Int)
    /// The picture would be wider than the limit.
    case tooWide(columns: Int)
    /// Document style was asked for but a value cannot be written that way.
    case notDocumentStyle(String)
    /// RxJS style was asked for but the events cannot be written that way.
    case notRxJSStyle(String)
    /// A frame must be at least one tick.
    case invalidFrame(Int)
    /// The ticks from the origin to `time` do not fit in an Int.
    case tooFar(time: Int, origin: Int)

    public var description: String { sentences.en }

    /// Why, in both languages.
    public var sentences: Localized {
        switch self {
        case .outOfOrder(let time):
            return wording("drawing.out-of-order", time)
        case .invalidSequence(let why):
            return wording("drawing.invalid-sequence", why)
        case .beforeOrigin(let time, let origin):
            return wording("drawing.before-origin", time, origin)
        case .offFrame(let time, let frame):
            return wording("drawing.off-frame", time, frame)
        case .tooClose(let time, let frame?):
            return wording("drawing.too-close-at-frame", frame, time)
        case .tooClose(let time, nil):
            return wording("drawing.too-close", time)
        case .tooManyValues(let count):
            return wording("drawing.too-many-values", count)
        case .tooWide(let columns):
            return wording("drawing.too-wide", columns)
        case .notDocumentStyle(let why):
            return wording("drawing.not-document-style", why)
        case .notRxJSStyle(let why):
            return wording("drawing.not-rxjs-style", why)
        case .invalidFrame(let frame):
            return wording("drawing.invalid-frame", frame)
        case .tooFar(let time, let origin):
            return wording("drawing.too-far", time, origin)
        }
    }
}

/// One line of a legend: the key drawn in the diagram and the value it stands for.
public struct MarbleLegendEntry: Hashable, Sendable {
    public var key: Character
    public var value: String

    public init(key: Character, value: String) {
        self.key = key
        self.value = value
    }
}

/// A drawn diagram and what is needed to read it back.
public struct RenderedMarbles: Hashable, Sendable, CustomStringConvertible {
    /// The diagram, e.g. `--a--b--|`.
    public var diagram: String
    public var style: MarbleStyle
    /// Ticks per column.
    public var frame: Int
    /// The tick of column 0.
    public var origin: Int
    /// Keys that stand for values too wide to draw in place (RxJS style), in order.
    public var legend: [MarbleLegendEntry]
    /// The milliseconds of a tick in the diagram's time progressions.
    public var millisecondsPerTick = 1

    /// `a=10 b=11`, or nil without keys. Values with spaces, `=` or quotes are quoted.
    public var legendLine: String? { MarbleLegend.line(legend) }

    /// The diagram, and the legend line under it when there is one.
    public var text: String { legendLine.map { diagram + "\n" + $0 } ?? diagram }
    public var description: String { text }

    /// The rules that read `diagram` back into the events it was drawn from.
    public var syntax: MarbleSyntax {
        var values: [Character: String] = [:]
        for entry in legend { values[entry.key] = entry.value }
        return MarbleSyntax(style: style, frame: frame, resolution: Double(millisecondsPerTick) / 1000, values: values)
    }
}
