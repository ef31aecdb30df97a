extension ObservableType where Element: ObservableConvertibleType {
    /// Forwards the inner sequences one after another: the next one is subscribed when the
    /// previous one completes; the ones that arrive meanwhile wait. `merge(maxConcurrent: 1)`.
    ///
    ///     --a-b|        a = -1--2|   b = -3|
    ///     concat()
    ///     ---1--2-3|    (b subscribed when a completed)
    public func concat(file: StaticString = #fileID, line: UInt = #line) -> Observable<Element.Element> {
        Observable.merging(asObservable(), maxConcurrent: 1, label: ("concat", file, line)) { $0.asObservable() }
    }
}

extension ObservableType {
    /// Forwards this sequence, then, once it completes, `second`.
    ///
    ///     -1-2|
    ///         -3-4|          (subscribed when the first completes)
    ///     concat
    ///     -1-2-3-4|
    public func concat<Source: ObservableConvertibleType>(_ second: Source, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> where Source.Element == Element {
        Observable.concatenating([asObservable(), second.asObservable()], label: ("concat", file, line))
    }

    /// Subscribes to each sequence only after the previous one completed, forwarding their
    /// elements in order; an error ends everything. Empty: completes at once.
    public static func concat<Sources: Swift.Sequence>(_ sequence: Sources, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> where Sources.Element == Observable<Element> {
        concatenating(sequence, label: ("concat", file, line))
    }

    /// The same, for a collection of sequences.
    public static func concat<Sources: Swift.Collection>(_ collection: Sources, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> where Sources.Element == Observable<Element> {
        concatenating(collection, label: ("concat", file, line))
    }

    /// The same, for sequences given one by one.
    public static func concat(_ sources: Observable<Element>..., file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        concatenating(sources, label: ("concat", file, line))
    }

    /// Emits `elements` at subscription, then forwards this sequence.
    ///
    ///     source:    ---3-4|
    ///     startWith(1, 2)
    ///     result:    1 and 2 on the subscribe tick, then ---3-4|
    public func startWith(_ elements: Element..., file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        let source = asObservable()
        return Observable.produce("startWith", file: file, line: line) { sink in
            for element in elements {
                sink.onNext(element)
            }
            return source.subscribeEvents(sink.on)
        }
    }

    /// One subscription walks the sequence: subscribing the next source on completion.
    /// A source that completes while it is being subscribed does not nest the next
    /// subscription; the walk loops instead (as RxSwift's tail-recursive sink does).
    private static func concatenating<Sources: Swift.Sequence>(
        _ sources: Sources, label: (name: StaticString, file: StaticString, line: UInt)
    ) -> Observable<Element> where Sources.Element == Observable<Element> {
        Observable.produce(label.name, file: label.file, line: label.line) { sink in
            // Traced: the first source is the upstream, the later ones rows under concat.
            let traceScope = Trace.scope()
            var started = false
            let gate = RecursiveLock()
            let current = SerialDisposable()
            var iterator = sources.makeIterator()
            var isMoving = false
            var moveRequested = false

            func subscribeNext() {
                guard let next = iterator.next() else {
                    sink.onCompleted()
                    return
                }
                let subscription = SingleAssignmentDisposable()
                current.disposable = subscription
                let subscribe = { next.subscribeEvents { event in
                    switch event {
                    case .next, .error: sink.on(event)
                    case .completed: moveNext()
                    }
                } }
                subscription.setDisposable(started ? traceScope.run(subscribe) : subscribe())
                started = true
            }

            func moveNext() {
                let start: Bool = gate.performLocked {
                    if isMoving {
                        moveRequested = true
                        return false
                    }
                    isMoving = true
                    return true
                }
                guard start else { return }
                var again = true
                while again {
                    if !sink.isDisposed { subscribeNext() }
                    again = gate.performLocked {
                        if moveRequested {
                            moveRequested = false
                            return true
                        }
                        isMoving = false
                        return false
                    }
                }
            }

            moveNext()
            return current
        }
    }
}
