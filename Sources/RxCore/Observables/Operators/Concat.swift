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
    private static func concatenating<Sources: Swift.Sequence>(
        _ sources: Sources, label: (name: StaticString, file: StaticString, line: UInt)
    ) -> Observable<Element> where Sources.Element == Observable<Element> {
        ConcatProducer(makeIterator: { AnyIterator(sources.makeIterator()) }, count: (sources as? any Collection)?.count, label: label)
    }
}

/// The deepest stack of nested `concat` sources one subscription has walked (RxSwift's
/// `TRACE_RESOURCES` figure for its tail-recursive sink). A `concat` whose last source is
/// itself a `concat` continues into that one's sources instead of nesting a subscription;
/// a collection's exhausted level is dropped before the next is entered, so
/// `concat([a, concat([b, concat(...)])])` stays at depth 1.
nonisolated(unsafe) public var maxTailRecursiveSinkStackSize = 0

/// `Observable.concat` of a sequence of sources. Its sources can be taken over by an
/// enclosing concat (tail recursion), so deep right-nested concats don't nest subscriptions.
final class ConcatProducer<Element>: Producer<Element> {
    let makeIterator: () -> AnyIterator<Observable<Element>>
    /// How many sources there are, when known (a collection); nil for a plain sequence.
    let count: Int?

    let label: (name: StaticString, file: StaticString, line: UInt)?

    init(makeIterator: @escaping () -> AnyIterator<Observable<Element>>, count: Int?,
         label: (name: StaticString, file: StaticString, line: UInt)? = nil) {
        self.makeIterator = makeIterator
        self.count = count
        self.label = label
        super.init()
    }

    override var traceLabel: (name: String, file: StaticString, line: UInt)? {
        label.map { ("\($0.name)", $0.file, $0.line) }
    }

    override func subscribeNow(_ observer: AnyObserver<Element>) -> Disposable {
        OperatorSink.subscribe(observer) { ConcatWalk(sink: $0, first: (makeIterator(), count)).start() }
    }
}

/// One concat subscription: a stack of source iterators (with how many each has left, when
/// known); a source that completes while it is being subscribed does not nest the next
/// subscription, the walk loops instead.
private final class ConcatWalk<Element>: @unchecked Sendable {
    typealias Level = (iterator: AnyIterator<Observable<Element>>, left: Int?)
    private let sink: OperatorSink<Element>
    private let gate = RecursiveLock()
    private let current = SerialDisposable()
    private var stack: [Level]
    private var isMoving = false
    private var moveRequested = false
    /// Traced, every source is concat's input, drawn above it, the later ones too.
    private let traceScope = Trace.sourceScope()

    init(sink: OperatorSink<Element>, first: Level) {
        self.sink = sink
        stack = [first]
    }

    func start() -> Disposable {
        moveNext()
        return current
    }

    /// The next source to subscribe, entering nested concats; nil when all are done.
    private func nextSource() -> Observable<Element>? {
        while let level = stack.popLast() {
            guard let candidate = level.iterator.next() else { continue }
            if let left = level.left {
                if left - 1 >= 1 { stack.append((level.iterator, left - 1)) }
            } else {
                stack.append(level)
            }
            if let nested = candidate as? ConcatProducer<Element> {
                stack.append((nested.makeIterator(), nested.count))
                if maxTailRecursiveSinkStackSize < stack.count {
                    maxTailRecursiveSinkStackSize = stack.count
                }
                continue
            }
            return candidate
        }
        return nil
    }

    private func subscribeNext() {
        guard let next = nextSource() else {
            sink.onCompleted()
            return
        }
        let subscription = SingleAssignmentDisposable()
        current.disposable = subscription
        let subscribe = { next.subscribeEvents { [self] event in
            switch event {
            case .next, .error: sink.on(event)
            case .completed: moveNext()
            }
        } }
        subscription.setDisposable(traceScope.run(subscribe))
    }

    private func moveNext() {
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
}
