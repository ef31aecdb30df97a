import RxCore

// `bind(to:)`: RxSwift 6's subscribe for the UI. It sends every element to one or more
// observers (a label's `rx.text`, a control property, a subject) or relays, and it is
// meant for sequences that never error: an error reaching a binding is a programming
// mistake, reported as `fatal error: Binding error: ...` (RxCocoa stops a debug build there).

extension ObservableType {
    /// Sends every event to each of `observers`.
    public func bind<Observer: ObserverType>(to observers: Observer..., file: StaticString = #fileID, line: UInt = #line) -> Disposable where Observer.Element == Element {
        bind(to: observers, file: file, line: line)
    }

    /// Sends every element to each of `observers` of the optional type (`String` → `String?`).
    public func bind<Observer: ObserverType>(to observers: Observer..., file: StaticString = #fileID, line: UInt = #line) -> Disposable where Observer.Element == Element? {
        map { $0 as Element? }.bind(to: observers, file: file, line: line)
    }

    private func bind<Observer: ObserverType>(to observers: [Observer], file: StaticString, line: UInt) -> Disposable where Observer.Element == Element {
        subscribe({ event in
            observers.forEach { $0.on(event) }
        }, file: file, line: line)
    }

    /// Hands the sequence to `binder` and returns what it returns (a custom binding).
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Hands the sequence and one more argument to a curried `binder`:
    /// `items.bind(to: table.rx.items) { table, row, item in "\(row): \(item)" }`.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes for elements only; an error is reported as a binding error.
    public func bind(onNext: @escaping (Element) -> Void, file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        subscribe(onNext: onNext, onError: { error in
            CocoaHooks.report(.bindingError("\(error)"))
        }, file: file, line: line)
    }

    /// `bind(onNext:)` with a weakly held `object` handed to the closure (nothing after it is gone).
    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void,
                                        file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        bind(onNext: { [weak object] element in
            if let object { onNext(object, element) }
        }, file: file, line: line)
    }

    // MARK: Relays (they can't terminate, so only elements pass)

    /// Accepts every element into each relay.
    public func bind(to relays: PublishRelay<Element>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        bindRelays(file: file, line: line) { element in relays.forEach { $0.accept(element) } }
    }

    /// Accepts every element into each relay of the optional type.
    public func bind(to relays: PublishRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        bindRelays(file: file, line: line) { element in relays.forEach { $0.accept(element) } }
    }

    /// Accepts every element into each relay.
    public func bind(to relays: BehaviorRelay<Element>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        bindRelays(file: file, line: line) { element in relays.forEach { $0.accept(element) } }
    }

    /// Accepts every element into each relay of the optional type.
    public func bind(to relays: BehaviorRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        bindRelays(file: file, line: line) { element in relays.forEach { $0.accept(element) } }
    }

    /// Accepts every element into each relay.
    public func bind(to relays: ReplayRelay<Element>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        bindRelays(file: file, line: line) { element in relays.forEach { $0.accept(element) } }
    }

    /// Accepts every element into each relay of the optional type.
    public func bind(to relays: ReplayRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        bindRelays(file: file, line: line) { element in relays.forEach { $0.accept(element) } }
    }

    private func bindRelays(file: StaticString, line: UInt, _ accept: @escaping (Element) -> Void) -> Disposable {
        subscribe({ event in
            switch event {
            case .next(let element): accept(element)
            case .error(let error): CocoaHooks.report(.bindingError("\(error)"))
            case .completed: break
            }
        }, file: file, line: line)
    }
}
