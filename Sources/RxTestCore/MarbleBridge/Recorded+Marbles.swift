import Marbles
import RxCore

extension MarbleEvent {
    /// A recorded event as a marble event: the value (or the error) via `String(describing:)`.
    public init<Element>(_ recorded: Recorded<Event<Element>>) {
        switch recorded.value {
        case .next(let element): self = .next(recorded.time, String(describing: element))
        case .error(let error): self = .error(recorded.time, String(describing: error))
        case .completed: self = .completed(recorded.time)
        }
    }
}

extension MarbleDiagram {
    /// Recorded events (absolute ticks) as a diagram; with a subscription, its ticks are
    /// marked `^` and `!` (an open subscription has no `!`).
    public init<Element>(recorded: [Recorded<Event<Element>>], subscription: Subscription? = nil) {
        self.init(
            events: recorded.map(MarbleEvent.init),
            subscription: subscription?.subscribe,
            unsubscription: subscription.flatMap { $0.unsubscribe == Int.max ? nil : $0.unsubscribe }
        )
    }
}

extension TestableObserver {
    /// What this observer recorded, as a diagram (absolute ticks).
    public var marbleDiagram: MarbleDiagram { MarbleDiagram(recorded: events) }

    /// What this observer recorded, drawn from `origin` (200: where `start` subscribes),
    /// with a legend line if values needed keys. If it cannot be drawn exactly (events far
    /// too crowded), the events are listed instead.
    public func marbles(origin: TestTime = TestScheduler.Defaults.subscribed, frame: Int? = nil) -> String {
        MarbleAssertion.draw(marbleDiagram, origin: min(origin, events.first?.time ?? origin), frame: frame)
    }
}

extension TestableObservable {
    /// The script of this observable as a diagram: absolute ticks for a hot observable,
    /// offsets for a cold one.
    public var marbleDiagram: MarbleDiagram { MarbleDiagram(recorded: recordedEvents) }
}
