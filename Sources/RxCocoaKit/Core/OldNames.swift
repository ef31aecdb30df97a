import RxCore

// Names the documents use from RxCocoa 2–3. Each still works and its warning names the
// RxCocoa 6 spelling, so the compiler teaches the rename.

extension ObservableType {
    @available(*, deprecated, renamed: "bind(to:)")
    public func bindTo<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        bind(to: observer)
    }

    @available(*, deprecated, renamed: "bind(to:)")
    public func bindTo<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element? {
        bind(to: observer)
    }

    @available(*, deprecated, renamed: "bind(to:)")
    public func bindTo(_ relay: BehaviorRelay<Element>) -> Disposable {
        bind(to: relay)
    }

    @available(*, deprecated, renamed: "bind(to:)")
    public func bindTo(_ relay: PublishRelay<Element>) -> Disposable {
        bind(to: relay)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    @available(*, deprecated, renamed: "drive(onNext:)")
    public func driveNext(_ onNext: @escaping (Element) -> Void) -> Disposable {
        drive(onNext: onNext)
    }
}

/// RxCocoa 3's binder for a UI element: `UIBindingObserver(UIElement: label) { label, text in ... }`.
/// RxCocoa 4 deprecated it in favour of `Binder`; this one forwards to the kit's `Binder`
/// (the kit's rules: main thread only as in RxCocoa 3.0, errors reported).
@available(*, deprecated, message: "UIBindingObserver is Binder in RxCocoa 4+: Binder(label) { label, text in label.text = text }")
public struct UIBindingObserver<UIElement: AnyObject, Value>: ObserverType {
    public typealias Element = Value
    private let binder: Binder<Value>

    public init(UIElement: UIElement, binding: @escaping (UIElement, Value) -> Void) {
        binder = Binder(element: UIElement, binding: binding)
    }

    public func on(_ event: Event<Value>) {
        binder.on(event)
    }

    public func asObserver() -> AnyObserver<Value> {
        binder.asObserver()
    }
}

/// The option set of UIKit's control events, under its Swift 3 name.
@available(*, deprecated, renamed: "Control.Event")
public typealias UIControlEvents = Control.Event
