// `bind(to:)`: RxSwift 6's subscribe for the UI. It sends every element to one or more
// observers (a label's `rx.text`, a control property, a subject), and it is meant for
// sequences that never error: an error reaching a binding is a programming mistake, reported
// as `fatal error: Binding error: ...` (RxSwift stops a debug build there). Relays: Relay+Bind.

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
}
