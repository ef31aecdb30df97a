@_spi(RxCocoaKit) import RxCore

/// Something that is both a sequence of a UI property's values and an observer that sets it.
public protocol ControlPropertyType: ObservableType, ObserverType {
    func asControlProperty() -> ControlProperty<Element>
}

/// A UI property as a two-way thing: subscribe to read it (the current value at once, then
/// every change the user makes), bind to it to write it. `textField.rx.text` is one.
///
/// It never errors and completes when its control goes away. Sending it an error is a
/// programming mistake: the kit reports `fatal error: Binding error: ...` as RxCocoa would.
/// Writing it from code sets the property without producing a new element (as in UIKit,
/// setting `text` in code sends no editing event).
public struct ControlProperty<PropertyType>: ControlPropertyType {
    public typealias Element = PropertyType

    let values: Observable<PropertyType>
    let valueSink: AnyObserver<PropertyType>

    /// A property from the sequence of its values and the observer that writes it.
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
    where Element == Values.Element, Element == Sink.Element {
        self.values = values.asObservable()
        self.valueSink = valueSink.asObserver()
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        values.subscribe(observer)
    }

    /// The values the user changes it to, without the current value sent at subscription.
    /// A row of its own in a traced chain, under the property it skips the current value of.
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: Trace.source(values.skip(1), name: "changed"))
    }

    public func asObservable() -> Observable<Element> {
        values
    }

    public func asControlProperty() -> ControlProperty<Element> {
        self
    }

    /// Writes the property (`.next`); an error is reported, never shown.
    public func on(_ event: Event<Element>) {
        switch event {
        case .error(let error):
            CocoaHooks.report(.bindingError("\(error)"))
        case .next, .completed:
            valueSink.on(event)
        }
    }
}

extension ControlPropertyType where Element == String? {
    /// The property as `String`: `nil` reads as `""` (a text field's empty text). Writing it
    /// writes the string unchanged.
    public var orEmpty: ControlProperty<String> {
        let original = asControlProperty()
        let values = original.values.map { $0 ?? "" }
        let valueSink: AnyObserver<String> = original.valueSink.mapObserver { $0 }
        return ControlProperty<String>(values: values, valueSink: valueSink)
    }
}

/// Something that is a sequence of a control's events.
public protocol ControlEventType: ObservableType {
    func asControlEvent() -> ControlEvent<Element>
}

/// A control's events as a sequence: `button.rx.tap`, `textField.rx.controlEvent(.editingDidEndOnExit)`.
/// It never errors, sends nothing when subscribed (it has no current value, unlike a
/// `ControlProperty`), and completes when its control goes away.
public struct ControlEvent<PropertyType>: ControlEventType {
    public typealias Element = PropertyType

    let events: Observable<PropertyType>

    /// Events from `events`, which must not error.
    public init<Ev: ObservableType>(events: Ev) where Ev.Element == Element {
        self.events = events.asObservable()
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        events.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> {
        events
    }

    public func asControlEvent() -> ControlEvent<Element> {
        self
    }
}
