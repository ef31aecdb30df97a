extension ObservableType {
    /// Folds each element into an accumulator that the closure mutates in place, emitting
    /// every intermediate value. The seed itself is not emitted.
    ///
    ///     --1--2--3--|
    ///     scan(into: 0) { $0 += $1 }
    ///     --1--3--6--|
    ///
    /// A throwing accumulator ends the sequence with its error.
    @inlinable public func scan<Accumulate>(
        into seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Element) throws -> Void, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Accumulate> {
        let source = asObservable()
        return Observable.produce("scan", file: file, line: line) { sink in
            let stage = ScanIntoStage(seed, accumulator, sink)
            return source.subscribeEvents(onNext: stage.onNext, onTerminal: sink.onTerminal)
        }
    }

    /// Folds each element into an accumulator, emitting every intermediate value.
    ///
    ///     --1--2--3--|
    ///     scan(0) { $0 + $1 }
    ///     --1--3--6--|
    ///
    /// For the final value only, see `reduce`.
    @_disfavoredOverload
    @inlinable public func scan<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Accumulate> {
        // Not `scan(into:)` around `accumulator`: wrapping it in an inout closure cost a
        // second closure call per element.
        let source = asObservable()
        return Observable.produce("scan", file: file, line: line) { sink in
            let stage = ThrowingScanStage(seed, accumulator, sink)
            return source.subscribeEvents(onNext: stage.onNext, onTerminal: sink.onTerminal)
        }
    }

    /// `scan` with an accumulator that cannot throw: its elements skip the error check (see `map`).
    @inlinable public func scan<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) -> Accumulate, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Accumulate> {
        let source = asObservable()
        return Observable.produce("scan", file: file, line: line) { sink in
            let stage = ScanStage(seed, accumulator, sink)
            return source.subscribeEvents(onNext: stage.onNext, onTerminal: sink.onTerminal)
        }
    }
}

/// One subscription to `scan(into:)`: the accumulator, its closure and the downstream sink
/// (see `MapStage`). A sink delivers one event at a time, so the accumulator needs no
/// run-time check for overlapping access.
@usableFromInline
final class ScanIntoStage<Element, Accumulate> {
    @usableFromInline @exclusivity(unchecked) var accumulate: Accumulate
    @usableFromInline let accumulator: (inout Accumulate, Element) throws -> Void
    @usableFromInline let sink: OperatorSink<Accumulate>

    @inlinable init(_ seed: Accumulate, _ accumulator: @escaping (inout Accumulate, Element) throws -> Void, _ sink: OperatorSink<Accumulate>) {
        accumulate = seed
        self.accumulator = accumulator
        self.sink = sink
    }

    @inlinable func onNext(_ element: Element) {
        do {
            try accumulator(&accumulate, element)
            sink.onNext(accumulate)
        } catch {
            sink.onError(error)
        }
    }
}

/// One subscription to `scan(_:accumulator:)` (see `ScanIntoStage`).
@usableFromInline
final class ScanStage<Element, Accumulate> {
    @usableFromInline @exclusivity(unchecked) var accumulate: Accumulate
    @usableFromInline let accumulator: (Accumulate, Element) -> Accumulate
    @usableFromInline let sink: OperatorSink<Accumulate>

    @inlinable init(_ seed: Accumulate, _ accumulator: @escaping (Accumulate, Element) -> Accumulate, _ sink: OperatorSink<Accumulate>) {
        accumulate = seed
        self.accumulator = accumulator
        self.sink = sink
    }

    @inlinable func onNext(_ element: Element) {
        accumulate = accumulator(accumulate, element)
        sink.onNext(accumulate)
    }
}

/// One subscription to `scan(_:accumulator:)` with a throwing accumulator.
@usableFromInline
final class ThrowingScanStage<Element, Accumulate> {
    @usableFromInline @exclusivity(unchecked) var accumulate: Accumulate
    @usableFromInline let accumulator: (Accumulate, Element) throws -> Accumulate
    @usableFromInline let sink: OperatorSink<Accumulate>

    @inlinable init(_ seed: Accumulate, _ accumulator: @escaping (Accumulate, Element) throws -> Accumulate, _ sink: OperatorSink<Accumulate>) {
        accumulate = seed
        self.accumulator = accumulator
        self.sink = sink
    }

    @inlinable func onNext(_ element: Element) {
        do {
            accumulate = try accumulator(accumulate, element)
            sink.onNext(accumulate)
        } catch {
            sink.onError(error)
        }
    }
}
