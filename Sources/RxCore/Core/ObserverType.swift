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
/// Besides the event handler it may carry a handler for elements alone, which must do exactly
/// what the event handler does with `.next(element)`. Operators hand elements on through it:
/// an `Event` crosses a closure boundary in memory (a closure stored generically takes its
/// argument by address), and an element with no spare bits (`Int`) makes the event's tag a
/// byte of its own, which the sender stores as one byte and the receiving closure's forwarder
/// reloads as four: a load wider than the store it reads cannot be store-forwarded and stalls
/// (~12 cycles, at every hop). An element alone is stored and reloaded at its own width.
public struct AnyObserver<Element>: ObserverType {
    public typealias EventHandler = (Event<Element>) -> Void

    @usableFromInline let handler: EventHandler
    /// `handler(.next(element))`, without building the event, when `takesElements`. (Not an
    /// optional: unwrapping one copies the closure, a retain and a release per element.)
    @usableFromInline let elementHandler: (Element) -> Void
    @usableFromInline let takesElements: Bool

    @inlinable public init(eventHandler: @escaping EventHandler) {
        handler = eventHandler
        elementHandler = { _ in }
        takesElements = false
    }

    /// An observer whose `onNext` calls `elementHandler`, which must behave exactly as
    /// `eventHandler` does for `.next`.
    @inlinable init(eventHandler: @escaping EventHandler, elementHandler: @escaping (Element) -> Void) {
        handler = eventHandler
        self.elementHandler = elementHandler
        takesElements = true
    }

    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        if let erased = observer as? AnyObserver<Element> {
            self = erased
        } else {
            handler = observer.on
            elementHandler = { _ in }
            takesElements = false
        }
    }

    @inlinable public func on(_ event: Event<Element>) {
        handler(event)
    }

    /// `on(.next(element))`, through the element handler when there is one.
    @inlinable @inline(__always) public func onNext(_ element: Element) {
        if takesElements {
            elementHandler(element)
        } else {
            handler(.next(element))
        }
    }

    public func asObserver() -> AnyObserver<Element> { self }
}

extension ObserverType {
    public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

    /// An observer that transforms elements before handing them to this one.
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in self.on(event.map(transform)) }
    }
}
