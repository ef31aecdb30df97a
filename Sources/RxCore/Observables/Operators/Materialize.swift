/// A value that stands for an `Event`: what `dematerialize()` accepts.
public protocol EventConvertible {
    associatedtype Element
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    public var event: Event<Element> { self }
}

extension ObservableType {
    /// Turns every event, the terminal one included, into an element; then completes.
    /// The result never fails.
    ///
    ///     --1--2--#
    ///     materialize()
    ///     --next(1)--next(2)--(error(#)|)
    public func materialize(file: StaticString = #fileID, line: UInt = #line) -> Observable<Event<Element>> {
        let source = asObservable()
        return Observable.produce("materialize", file: file, line: line) { sink in
            source.subscribeEvents { event in
                sink.onNext(event)
                if event.isStopEvent { sink.onCompleted() }
            }
        }
    }
}

extension ObservableType where Element: EventConvertible {
    /// Turns materialized events back into events: `next(.completed)` completes the result,
    /// `next(.error(e))` fails it.
    ///
    ///     --next(1)--next(2)--error(#)--
    ///     dematerialize()
    ///     --1--------2--------#
    public func dematerialize(file: StaticString = #fileID, line: UInt = #line) -> Observable<Element.Element> {
        let source = asObservable()
        return Observable.produce("dematerialize", file: file, line: line) { sink in
            source.subscribeEvents { event in
                switch event {
                case .next(let wrapped): sink.on(wrapped.event)
                case .error(let error): sink.onError(error)
                case .completed: sink.onCompleted()
                }
            }
        }
    }
}
