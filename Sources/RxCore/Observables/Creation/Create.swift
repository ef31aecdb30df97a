extension ObservableType {
    /// Builds a sequence from a closure that receives the observer and returns what to dispose.
    ///
    ///     Observable<Int>.create { observer in
    ///         observer.on(.next(0)); observer.on(.completed)
    ///         return Disposables.create()
    ///     }
    ///     // (0|)
    ///
    /// The observer enforces the grammar: events after a terminal one are dropped and
    /// reported through `Hooks.onGrammarViolation`, as is an event sent from inside an observer.
    ///
    /// Not a `Trace` row of its own (its first operator is the chain's top row): a call site
    /// passed through here cost the rxbench `create` chain ~20 % per event in release builds.
    @inlinable public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        Observable.produce { sink in
            let guarded = GrammarGuard(sink: sink, source: "Observable<\(Element.self)>.create")
            return subscribe(AnyObserver(eventHandler: guarded.on))
        }
    }
}

/// Stands between user code that emits events and the rest of the chain.
@usableFromInline
final class GrammarGuard<Element> {
    @usableFromInline let sink: OperatorSink<Element>
    @usableFromInline let source: String
    @usableFromInline let stopped = OnceFlag()
    @usableFromInline @exclusivity(unchecked) var depth = 0

    @usableFromInline init(sink: OperatorSink<Element>, source: String) {
        self.sink = sink
        self.source = source
    }

    @inlinable func on(_ event: Event<Element>) {
        if depth > 0 {
            Hooks.report(.reentrancy, source: source, event: event.description)
        }
        switch event {
        case .next:
            guard !stopped.isRaised else {
                Hooks.report(.eventAfterTerminal, source: source, event: event.description)
                return
            }
        case .error, .completed:
            guard stopped.raise() else {
                Hooks.report(.eventAfterTerminal, source: source, event: event.description)
                return
            }
        }
        depth += 1
        sink.on(event)
        depth -= 1
    }
}
