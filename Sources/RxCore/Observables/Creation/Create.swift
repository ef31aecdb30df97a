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
    @inlinable public static func create(
        _ subscribe: @escaping (AnyObserver<Element>) -> Disposable, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        created("create", file: file, line: line, subscribe)
    }

    /// `create` as RxSwift declares it, for a function reference (`Observable<Int>.create`);
    /// a call picks the one above. Its `Trace` row takes its consumer's call site.
    @_disfavoredOverload
    @inlinable public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        created("create", file: "", line: 0, subscribe)
    }

    /// `create`'s sequence, labelled `name` at `file:line` for a `Trace`. The label only sits
    /// in the producer: what each event does is the same with tracing on or off (the same
    /// machine code; see rxbench's note on the create case for the ~20 % once blamed on it).
    @inlinable static func created(
        _ name: StaticString, file: StaticString, line: UInt, _ subscribe: @escaping (AnyObserver<Element>) -> Disposable
    ) -> Observable<Element> {
        Observable.produce(name, file: file, line: line) { sink in
            let guarded = GrammarGuard(sink: sink, source: "Observable<\(Element.self)>.create")
            return subscribe(AnyObserver(eventHandler: guarded.on, elementHandler: guarded.onNext))
        }
    }
}

/// Stands between user code that emits events and the rest of the chain.
///
/// That the source has sent its terminal event is a bit in its sink's state word, beside the
/// sink's own bits, so the usual element makes one check of that word, not two of two words.
@usableFromInline
final class GrammarGuard<Element> {
    @usableFromInline let sink: OperatorSink<Element>
    @usableFromInline let source: String
    @usableFromInline @exclusivity(unchecked) var depth = 0

    @usableFromInline init(sink: OperatorSink<Element>, source: String) {
        self.sink = sink
        self.source = source
    }

    @inlinable var stopped: Bool { sink.state.load() & OperatorSink<Element>.sourceStoppedBit != 0 }

    /// Records the terminal event; true only for the first.
    @inlinable func stop() -> Bool {
        sink.state.setBits(OperatorSink<Element>.sourceStoppedBit) & OperatorSink<Element>.sourceStoppedBit == 0
    }

    @inlinable func on(_ event: Event<Element>) {
        if depth > 0 {
            Hooks.report(.reentrancy, source: source, event: event.description)
        }
        switch event {
        case .next:
            guard !stopped else {
                Hooks.report(.eventAfterTerminal, source: source, event: event.description)
                return
            }
        case .error, .completed:
            guard stop() else {
                Hooks.report(.eventAfterTerminal, source: source, event: event.description)
                return
            }
        }
        depth += 1
        sink.on(event)
        depth -= 1
    }

    /// `on(.next(element))`. The usual case inline (not re-entered, not stopped, the sink
    /// neither disposed nor terminated: then the sink's `onNext` would call `next`), the rest
    /// (reports) out of line: the report calls made the whole function save and restore five
    /// registers per element. Not inlined into the element handler made from it: as a function
    /// of its own, it is reached through a forwarder that only loads the element.
    @inlinable @inline(never) func onNext(_ element: Element) {
        let closed = OperatorSink<Element>.disposedBit | OperatorSink<Element>.terminatedBit | OperatorSink<Element>.sourceStoppedBit
        guard depth == 0, sink.state.load() & closed == 0 else { return onNextReporting(element) }
        depth &+= 1
        sink.forwardNext(element)
        depth &-= 1
    }

    /// `onNext` when it has something to report, or the sink takes no more elements.
    @inlinable @inline(never) func onNextReporting(_ element: Element) {
        if depth > 0 {
            Hooks.report(.reentrancy, source: source, event: Event.next(element).description)
        }
        guard !stopped else {
            Hooks.report(.eventAfterTerminal, source: source, event: Event.next(element).description)
            return
        }
        depth += 1
        sink.onNext(element)
        depth -= 1
    }
}
