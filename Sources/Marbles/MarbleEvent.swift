/// The three things a sequence can do, named as RxSwift's `Event` names them.
public enum MarbleEventKind: String, Hashable, Sendable, Codable {
    case next
    case error
    case completed
}

/// One event of a marble diagram: what happened, and at which tick.
///
/// A `next` carries its value as text (`"1"`, `"tap"`); an `error` may carry a
/// description (parsed diagrams leave it `nil`: `#` says only "an error"); `completed`
/// carries nothing.
public struct MarbleEvent: Hashable, Sendable, Codable, CustomStringConvertible {
    public var time: Int
    public var kind: MarbleEventKind
    public var value: String?

    public init(time: Int, kind: MarbleEventKind, value: String? = nil) {
        self.time = time
        self.kind = kind
        self.value = value
    }

    /// `.next(2, "1")`
    public static func next(_ time: Int, _ value: String) -> MarbleEvent {
        MarbleEvent(time: time, kind: .next, value: value)
    }

    /// `.error(22)`, or `.error(22, "boom")` when the error's description matters.
    public static func error(_ time: Int, _ description: String? = nil) -> MarbleEvent {
        MarbleEvent(time: time, kind: .error, value: description)
    }

    /// `.completed(20)`
    public static func completed(_ time: Int) -> MarbleEvent {
        MarbleEvent(time: time, kind: .completed)
    }

    /// `completed` and `error` end a sequence.
    public var isTerminal: Bool { kind != .next }

    /// The event as RxSwift's `Event.description` prints it: `next(3)`, `error(boom)`,
    /// `error` (no description known), `completed`.
    public var eventDescription: String {
        switch kind {
        case .next: return "next(\(value ?? ""))"
        case .error: return value.map { "error(\($0))" } ?? "error"
        case .completed: return "completed"
        }
    }

    /// `next(3) @ 8`, the shape of RxTest's `Recorded` description.
    public var description: String { "\(eventDescription) @ \(time)" }

    /// Same kind and value; an error whose description is unknown on either side matches
    /// any error. Times are not compared.
    public func sameContent(as other: MarbleEvent) -> Bool {
        guard kind == other.kind else { return false }
        if kind == .error, value == nil || other.value == nil { return true }
        return value == other.value
    }
}

/// A whole marble diagram as data.
///
/// ```
/// --1--2--|            events [next(1) @ 2, next(2) @ 5, completed @ 8]
/// --a-^-b--!-->        subscription 0, a @ -2, b @ 2, unsubscription 5, goesOn
/// ```
/// Times are ticks. With a subscription point `^` every time is measured from it (so
/// `subscription` is 0 and earlier events are negative); without one, from column 0.
public struct MarbleDiagram: Hashable, Sendable, Codable {
    /// In time order; events at one tick keep the order in which they happen.
    public var events: [MarbleEvent]
    /// The tick of `^`, if the diagram has one.
    public var subscription: Int?
    /// The tick of `!`, if the diagram has one.
    public var unsubscription: Int?
    /// The diagram ends with `>`: the sequence goes on past the end of the picture.
    public var goesOn: Bool

    public init(events: [MarbleEvent] = [], subscription: Int? = nil, unsubscription: Int? = nil, goesOn: Bool = false) {
        self.events = events
        self.subscription = subscription
        self.unsubscription = unsubscription
        self.goesOn = goesOn
    }

    /// Reads a diagram; see ``MarbleParser``.
    public static func parse(_ text: String, syntax: MarbleSyntax = .document) throws(MarbleSyntaxError) -> MarbleDiagram {
        try MarbleParser.parse(text, syntax: syntax)
    }

    /// The `completed` or `error` that ends the sequence, if one does.
    public var terminal: MarbleEvent? {
        events.last(where: { $0.isTerminal })
    }

    /// The same diagram with every time (events, `^`, `!`) moved by `delta` ticks. O(n).
    public func shifted(by delta: Int) -> MarbleDiagram {
        MarbleDiagram(
            events: events.map { MarbleEvent(time: $0.time + delta, kind: $0.kind, value: $0.value) },
            subscription: subscription.map { $0 + delta },
            unsubscription: unsubscription.map { $0 + delta },
            goesOn: goesOn
        )
    }
}

extension MarbleDiagram {
    /// The ticks a figure is drawn at: 0 up to 2³¹. A time outside (a graded program's clock
    /// driven near Int.max, a negative time) is not drawn, and arithmetic on times inside
    /// (columns per tick, a few ticks of margin) stays far from overflowing.
    public static let drawableTimes: ClosedRange<Int> = 0...(1 << 31)

    /// The first of the diagram's times (events, `^`, `!`) outside ``drawableTimes``.
    public var undrawableTime: Int? {
        if let event = events.first(where: { !Self.drawableTimes.contains($0.time) }) { return event.time }
        return [subscription, unsubscription].compactMap { $0 }.first { !Self.drawableTimes.contains($0) }
    }
}
