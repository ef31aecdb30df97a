extension ObservableType {
    /// Transforms each element.
    ///
    ///     --1--2--3--|
    ///     map { $0 * 10 }
    ///     --10-20-30-|
    ///
    /// A throwing transform ends the sequence with its error.
    @_disfavoredOverload
    @inlinable public func map<Result>(_ transform: @escaping (Element) throws -> Result, file: StaticString = #fileID, line: UInt = #line) -> Observable<Result> {
        asObservable().mapElements(transform, file: file, line: line)
    }

    /// `map` with a transform that cannot throw: its elements skip the error check. (A generic
    /// `throws(Failure)` did not: stored in the stage, the closure kept the generic error
    /// convention even with `Failure == Never`.) The throwing overload is disfavoured, so a
    /// closure that cannot throw always picks this one: ranked only as the more specific,
    /// `Disposables.create(a.map { $0 }..., b.map { $0 }...)` was ambiguous.
    @inlinable public func map<Result>(_ transform: @escaping (Element) -> Result, file: StaticString = #fileID, line: UInt = #line) -> Observable<Result> {
        asObservable().mapElements(transform, file: file, line: line)
    }

    /// Transforms each element and drops the `nil` results.
    @inlinable public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?, file: StaticString = #fileID, line: UInt = #line) -> Observable<Result> {
        let source = asObservable()
        return Observable.produce("compactMap", file: file, line: line) { sink in
            let stage = CompactMapStage(transform, sink)
            return source.subscribeEvents(onNext: stage.onNext, onTerminal: sink.onTerminal)
        }
    }
}

extension Observable {
    /// `map` on the erased source. Built here, generic over the element types alone, the
    /// per-element closure has one copy per pair of types; built in `map`, it had one per
    /// source type (`Observable`, a subject, a test observable), which the compiler merged
    /// behind a jump that every element took.
    @inlinable func mapElements<Result>(_ transform: @escaping (Element) throws -> Result, file: StaticString, line: UInt) -> Observable<Result> {
        let source = self
        return Observable<Result>.produce("map", file: file, line: line) { sink in
            let stage = ThrowingMapStage(transform, sink)
            return source.subscribeEvents(onNext: stage.onNext, onTerminal: sink.onTerminal)
        }
    }

    @inlinable func mapElements<Result>(_ transform: @escaping (Element) -> Result, file: StaticString, line: UInt) -> Observable<Result> {
        let source = self
        return Observable<Result>.produce("map", file: file, line: line) { sink in
            let stage = MapStage(transform, sink)
            return source.subscribeEvents(onNext: stage.onNext, onTerminal: sink.onTerminal)
        }
    }
}

/// One subscription to `map`: the transform and the downstream sink in one object. Its
/// methods are the upstream's handlers with the object itself as their context, so an element
/// reaches `onNext` with nothing to unpack (a closure capturing both was reached through a
/// forwarder that loaded three captures at every element).
@usableFromInline
final class MapStage<Element, Result> {
    @usableFromInline let transform: (Element) -> Result
    @usableFromInline let sink: OperatorSink<Result>

    @inlinable init(_ transform: @escaping (Element) -> Result, _ sink: OperatorSink<Result>) {
        self.transform = transform
        self.sink = sink
    }

    @inlinable func onNext(_ element: Element) {
        sink.onNext(transform(element))
    }
}

/// One subscription to `map` with a throwing transform (see `MapStage`).
@usableFromInline
final class ThrowingMapStage<Element, Result> {
    @usableFromInline let transform: (Element) throws -> Result
    @usableFromInline let sink: OperatorSink<Result>

    @inlinable init(_ transform: @escaping (Element) throws -> Result, _ sink: OperatorSink<Result>) {
        self.transform = transform
        self.sink = sink
    }

    @inlinable func onNext(_ element: Element) {
        do { sink.onNext(try transform(element)) } catch { sink.onError(error) }
    }
}

/// One subscription to `compactMap` (see `MapStage`).
@usableFromInline
final class CompactMapStage<Element, Result> {
    @usableFromInline let transform: (Element) throws -> Result?
    @usableFromInline let sink: OperatorSink<Result>

    @inlinable init(_ transform: @escaping (Element) throws -> Result?, _ sink: OperatorSink<Result>) {
        self.transform = transform
        self.sink = sink
    }

    @inlinable func onNext(_ element: Element) {
        do {
            if let result = try transform(element) { sink.onNext(result) }
        } catch { sink.onError(error) }
    }
}
