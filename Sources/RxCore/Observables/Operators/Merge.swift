extension ObservableType where Element: ObservableConvertibleType {
    /// Subscribes to every inner sequence as it arrives and forwards all their elements.
    ///
    ///     --a-------b------|         a = -1--2-|    b = ---3|
    ///     merge()
    ///     ---1--2------3---|
    ///
    /// Completes when the outer sequence and every inner sequence have completed; the first
    /// error (outer or inner) ends everything.
    public func merge(file: StaticString = #fileID, line: UInt = #line) -> Observable<Element.Element> {
        Observable.merging(asObservable(), maxConcurrent: .max, label: ("merge", file, line)) { $0.asObservable() }
    }

    /// Like `merge()`, but with at most `maxConcurrent` inner subscriptions at a time; inner
    /// sequences that arrive meanwhile wait in a queue and are subscribed, in order, as
    /// running ones complete. `merge(maxConcurrent: 1)` is `concat()`.
    public func merge(maxConcurrent: Int, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element.Element> {
        Observable.merging(asObservable(), maxConcurrent: maxConcurrent, label: ("merge", file, line)) { $0.asObservable() }
    }
}

extension ObservableType {
    /// Subscribes to all `sources` at once (in order) and forwards all their elements.
    ///
    ///     -1----3--|
    ///     ---2------4|
    ///     Observable.merge(a, b)
    ///     -1-2--3---4|
    public static func merge(_ sources: Observable<Element>..., file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        merge(sources, file: file, line: line)
    }

    /// The same, for an array of sources.
    public static func merge(_ sources: [Observable<Element>], file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        Observable.produce("merge", file: file, line: line) { sink in
            let merger = Merger(sink: sink, maxConcurrent: .max)
            merger.lock.performLocked { merger.activeCount = sources.count }
            for source in sources {
                merger.subscribe(source, asInput: true)
            }
            merger.lock.performLocked {
                merger.stopped = true
                merger.completeIfIdle()
            }
            return merger.group
        }
    }

    /// The same, for any collection of sources.
    public static func merge<Sources: Swift.Collection>(_ sources: Sources, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> where Sources.Element == Observable<Element> {
        merge(Array(sources), file: file, line: line)
    }
}

extension Observable {
    /// The one core behind `merge`, `merge(maxConcurrent:)`, `concat()`, `flatMap`,
    /// `flatMapFirst` and `concatMap`, for one subscription.
    ///
    /// Each outer element is turned into an inner sequence by `transform`, which runs as the
    /// element arrives (also when the inner sequence then has to wait in the queue). With
    /// `skipWhileBusy` (flatMapFirst), elements that arrive while an inner sequence runs are
    /// dropped without calling `transform`. The outer subscription ends when the outer
    /// sequence completes; the result completes once nothing is running or queued.
    static func merging<Source>(
        _ source: Observable<Source>,
        maxConcurrent: Int,
        skipWhileBusy: Bool = false,
        label: (name: StaticString, file: StaticString, line: UInt) = ("", "", 0),
        transform: @escaping (Source) throws -> Observable<Element>
    ) -> Observable<Element> {
        produce(label.name, file: label.file, line: label.line) { sink in
            let merger = Merger(sink: sink, maxConcurrent: maxConcurrent)
            let outer = SingleAssignmentDisposable()
            merger.group.insert(outer)
            outer.setDisposable(source.subscribeEvents { event in
                switch event {
                case .next(let element):
                    if let inner = merger.innerSequence(for: element, skipWhileBusy: skipWhileBusy, transform: transform) {
                        merger.subscribe(inner)
                    }
                case .error(let error):
                    merger.lock.performLocked { sink.onError(error) }
                case .completed:
                    merger.lock.performLocked {
                        merger.stopped = true
                        if merger.activeCount == 0 { sink.onCompleted() } else { outer.dispose() }
                    }
                }
            })
            return merger.group
        }
    }
}

/// The state of one merging subscription, guarded by `lock`: how many inner sequences run,
/// which wait, and whether the outer sequence has completed.
final class Merger<Element> {
    let sink: OperatorSink<Element>
    let lock = RecursiveLock()
    let group = CompositeDisposable()
    let maxConcurrent: Int
    /// The operator's row when a trace records: inner sequences are subscribed under it.
    let traceScope = Trace.scope()
    var activeCount = 0
    var stopped = false
    private var queue = FIFOQueue<Observable<Element>>()

    init(sink: OperatorSink<Element>, maxConcurrent: Int) {
        self.sink = sink
        self.maxConcurrent = maxConcurrent
    }

    /// Decides what an outer element starts: an inner sequence to subscribe now, or nothing
    /// (queued, skipped, or `transform` failed, which ends the subscription).
    func innerSequence<Source>(for element: Source, skipWhileBusy: Bool, transform: (Source) throws -> Observable<Element>) -> Observable<Element>? {
        lock.performLocked {
            if skipWhileBusy && activeCount > 0 { return nil }
            do {
                let inner = try transform(element)
                if activeCount < maxConcurrent {
                    activeCount += 1
                    return inner
                }
                queue.enqueue(inner)
            } catch {
                sink.onError(error)
            }
            return nil
        }
    }

    /// Subscribes one inner sequence and keeps its subscription in `group` while it runs.
    /// `asInput`: one of `Observable.merge`'s sources, subscribed while merge is, and traced
    /// as its input (a row above it), not as an inner observable.
    func subscribe(_ inner: Observable<Element>, asInput: Bool = false) {
        guard !sink.isDisposed else { return }
        let subscription = SingleAssignmentDisposable()
        guard let key = group.insert(subscription) else { return }
        let scope = asInput ? nil : traceScope
        subscription.setDisposable(scope.run { inner.subscribeEvents { [self] event in
            switch event {
            case .next, .error:
                lock.performLocked { sink.on(event) }
            case .completed:
                group.remove(for: key)
                innerCompleted()
            }
        } })
    }

    /// Must be called holding `lock`.
    func completeIfIdle() {
        if stopped && activeCount == 0 { sink.onCompleted() }
    }

    private func innerCompleted() {
        let next: Observable<Element>? = lock.performLocked {
            if !queue.isEmpty { return queue.dequeue() }
            activeCount -= 1
            completeIfIdle()
            return nil
        }
        guard let next else { return }
        // An inner sequence that completes while it is being subscribed would otherwise
        // start the next one from inside its own subscription, and so on down the stack:
        // inside a trampoline the next subscription waits for its turn on it.
        guard !CurrentThreadScheduler.isScheduleRequired else { return subscribe(next) }
        let pending = SingleAssignmentDisposable()
        guard let key = group.insert(pending) else { return }
        pending.setDisposable(CurrentThreadScheduler.instance.schedule(next) { [self] next in
            group.remove(for: key)
            subscribe(next)
            return Disposables.create()
        })
    }
}
