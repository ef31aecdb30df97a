// `bind(to:)` for relays, beside them as in RxSwift 6's RxRelay. A relay can't terminate, so
// only elements pass; an error reaching it is reported as a binding error.

extension ObservableType {
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
