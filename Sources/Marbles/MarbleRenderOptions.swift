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
    /// Document style: write every group that holds a value with commas, even when each value
    /// is one character, `(1,2|)` rather than `(12|)` and `(0,|)` like `(48,|)`, so that no group
    /// reads like one value and a figure never mixes the two forms.
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
            return Localized(zh: "事件没有按时间排序（第 \(time) 拍排在更晚的一拍后面）", en: "events are not in time order (tick \(time) comes after a later tick)")
        case .invalidSequence(let why):
            return Localized(zh: "不是一个合法的序列：\(why)", en: "not a valid sequence: \(why)")
        case .beforeOrigin(let time, let origin):
            return Localized(zh: "第 \(time) 拍在第 0 列（第 \(origin) 拍）之前", en: "tick \(time) lies before column 0 (tick \(origin))")
        case .offFrame(let time, let frame):
            return Localized(zh: "第 \(time) 拍到第 0 列的距离不是 \(frame) 拍（一列）的整数倍", en: "tick \(time) is not a whole number of frames of \(frame) ticks from column 0")
        case .tooClose(let time, let frame?):
            return Localized(zh: "每列 \(frame) 拍时，第 \(time) 拍发生的事会和前面的重叠", en: "at frame \(frame), what happens at tick \(time) would overlap what comes before it")
        case .tooClose(let time, nil):
            return Localized(zh: "第 \(time) 拍发生的事离前面的太近，每列取多少拍都画不开", en: "what happens at tick \(time) is too close to what comes before it to draw at any frame")
        case .tooManyValues(let count):
            return Localized(zh: "有 \(count) 个不同的值需要键，单字符的键最多 62 个", en: "\(count) distinct values need keys; one-character keys run out at 62")
        case .tooWide(let columns):
            return Localized(zh: "这张图会有 \(columns) 列宽", en: "the diagram would be \(columns) columns wide")
        case .notDocumentStyle(let why):
            return Localized(zh: "无法按文档的写法画出：\(why)", en: "cannot draw in document style: \(why)")
        case .notRxJSStyle(let why):
            return Localized(zh: "无法按 RxJS 的规则画出：\(why)", en: "cannot draw with RxJS rules: \(why)")
        case .invalidFrame(let frame):
            return Localized(zh: "每列至少 1 拍，不能是 \(frame)", en: "a frame is at least 1 tick, not \(frame)")
        case .tooFar(let time, let origin):
            return Localized(zh: "第 \(time) 拍离第 0 列（第 \(origin) 拍）太远，Int 装不下", en: "tick \(time) is too far from column 0 (tick \(origin)) to count in an Int")
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
