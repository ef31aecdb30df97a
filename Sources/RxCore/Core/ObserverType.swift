/// Something that receives the events of a sequence.
public protocol ObserverType {
    associatedtype Element
    func on(_ event: Event<Element>)
}

extension ObserverType {
    @inlinable public func onNext(_ element: Element) { on(.next(element)) }
    @inlinable public func onCompleted() { on(.completed) }
    @inlinable public func onError(_ error: Swift.Error) { on(.error(error)) }
}

/// A type-erased observer: the one shape every operator talks to.
///
/// Besides the event handler it may carry a handler for elements alone (see `ElementRoute`
/// for what it must do). Operators hand elements on through it:
/// an `Event` crosses a closure boundary in memory (a closure stored generically takes its
/// argument by address), and an element with no spare bits (`Int`) makes the event's tag a
/// byte of its own, which the sender stores as one byte and the receiving closure's forwarder
/// reloads as four: a load wider than the store it reads cannot be store-forwarded and stalls
/// (~12 cycles, at every hop). An element alone is stored and reloaded at its own width.
public struct AnyObserver<Element>: ObserverType {
    public typealias EventHandler = (Event<Element>) -> Void

    @usableFromInline let handler: EventHandler
    /// Used as `route` says. (Not an optional: unwrapping one copies the closure, a retain
    /// and a release per element.)
    @usableFromInline let elementHandler: (Element) -> Void
    @usableFromInline let route: ElementRoute

    @inlinable public init(eventHandler: @escaping EventHandler) {
        handler = eventHandler
        elementHandler = { _ in }
        route = .events
    }

    /// An observer whose elements go to `elementHandler`, which does for an element what
    /// `eventHandler` does for `.next`, within the limit `route` names.
    @inlinable init(eventHandler: @escaping EventHandler, elementHandler: @escaping (Element) -> Void, route: ElementRoute = .always) {
        handler = eventHandler
        self.elementHandler = elementHandler
        self.route = route
    }

    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        if let erased = observer as? AnyObserver<Element> {
            self = erased
        } else {
            handler = observer.on
            elementHandler = { _ in }
            route = .events
        }
    }

    @inlinable public func on(_ event: Event<Element>) {
        handler(event)
    }

    /// `on(.next(element))`, through the element handler when it may always be used.
    @inlinable @inline(__always) public func onNext(_ element: Element) {
        if route == .always {
            elementHandler(element)
        } else {
            handler(.next(element))
        }
    }

    public func asObserver() -> AnyObserver<Element> { self }
}

/// When an `AnyObserver`'s `elementHandler` may stand in for `handler(.next(element))`.
@usableFromInline
enum ElementRoute: UInt8 {
    /// Never: there is no element handler.
    case events
    /// Always: it does exactly what the event handler does with `.next`.
    case always
    /// Only before the observer is sent a terminal event: it skips the check an observer
    /// makes for an element after its terminal event (the event handler still makes it).
    /// Only `OperatorSink` calls it (such an observer is made only for a sequence that
    /// `feedsOneOperatorSink`), and stops calling it before it forwards a terminal event,
    /// even for an element sent from inside that event's handling.
    case untilTerminal
}

extension ObserverType {
    public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

    /// An observer that transforms elements before handing them to this one.
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in self.on(event.map(transform)) }
    }
}
