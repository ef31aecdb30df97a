extension ObservableType {
    /// On error, continues with the sequence `handler` returns for that error.
    ///
    ///     --1--2--#                 (source)
    ///              --3--4--|        (handler's sequence, subscribed at the error's tick)
    ///     catch { _ in recovery }
    ///     --1--2----3--4--|
    ///
    /// The handler's sequence is subscribed before the failed source is disposed.
    /// A throwing handler ends the sequence with its error.
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        catching(handler, label: ("catch", file, line))
    }

    private func catching(
        _ handler: @escaping (Swift.Error) throws -> Observable<Element>,
        label: (name: StaticString, file: StaticString, line: UInt)
    ) -> Observable<Element> {
        let source = asObservable()
        return Observable.produce(label.name, file: label.file, line: label.line) { sink in
            let traceScope = Trace.scope()
            let current = SerialDisposable()
            let first = SingleAssignmentDisposable()
            current.disposable = first
            first.setDisposable(source.subscribeEvents { event in
                switch event {
                case .next, .completed:
                    sink.on(event)
                case .error(let error):
                    do {
                        let recovery = try handler(error)
                        current.disposable = traceScope.run { recovery.subscribeEvents(sink.on) }
                    } catch {
                        sink.onError(error)
                    }
                }
            })
            return current
        }
    }

    /// On error, emits `element` and completes.
    ///
    ///     --1--2--#
    ///     catchAndReturn(0)
    ///     --1--2--(0|)
    public func catchAndReturn(_ element: Element, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        catching({ _ in Observable.just(element) }, label: ("catchAndReturn", file, line))
    }

    /// Subscribes to the sequences one after another, moving to the next at each error, until
    /// one completes. When they run out, the last error is forwarded (completion if empty).
    ///
    ///     a: --1--#
    ///     b:       --2--|
    ///     Observable.catch(sequence: [a, b])
    ///        --1----2--|
    public static func `catch`<Sources: Sequence>(sequence: Sources, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element>
        where Sources.Element == Observable<Element> {
        Observable.produce("catch", file: file, line: line) { sink in
            subscribeInTurn(sequence.makeIterator(), sink: sink)
        }
    }

    /// `catch(sequence:)` without the label (RxSwift 6 spells it with the label).
    public static func `catch`<Sources: Sequence>(_ sequence: Sources, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element>
        where Sources.Element == Observable<Element> {
        `catch`(sequence: sequence, file: file, line: line)
    }
}

extension ObservableType {
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        `catch`(handler, file: file, line: line)
    }

    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        catchAndReturn(element, file: file, line: line)
    }

    @available(*, deprecated, renamed: "catch(sequence:)")
    public static func catchError<Sources: Sequence>(_ sequence: Sources, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element>
        where Sources.Element == Observable<Element> {
        `catch`(sequence: sequence, file: file, line: line)
    }
}

/// Subscribes `sink` to the sources one after another: the next one at each error (the failed
/// one is disposed first), the last error or completion when they run out. Shared by
/// `Observable.catch(_:)`, `retry()` and `retry(_:)`.
func subscribeInTurn<Sources: IteratorProtocol, Element>(
    _ sources: Sources, sink: OperatorSink<Element>
) -> Disposable where Sources.Element == Observable<Element> {
    var sources = sources
    var lastError: Swift.Error?
    let current = SerialDisposable()
    let loop = ResubscriptionLoop()
    // Traced: the first attempt is the operator's upstream, later ones are rows under it.
    let traceScope = Trace.scope()
    var attempts = 0
    loop.start {
        guard !sink.isDisposed else { return }
        attempts += 1
        guard let next = sources.next() else {
            if let lastError { sink.onError(lastError) } else { sink.onCompleted() }
            return
        }
        let attempt = SingleAssignmentDisposable()
        current.disposable = attempt
        let subscribe = {
            next.subscribeEvents { event in
                switch event {
                case .next, .completed:
                    sink.on(event)
                case .error(let error):
                    lastError = error
                    loop.requestNext()
                }
            }
        }
        attempt.setDisposable(attempts == 1 ? subscribe() : traceScope.run(subscribe))
    }
    return Disposables.create(current, loop)
}

/// Runs a "subscribe to the next source" step on request, one step at a time: a request made
/// while a step runs (a source failing during its own subscription) is queued and runs when
/// that step returns. Resubscribing therefore loops instead of nesting, as RxSwift's
/// `TailRecursiveSink` does behind its `AsyncLock`. Disposing it drops queued requests.
final class ResubscriptionLoop: Disposable {
    private let lock = RecursiveLock()
    private var step: (() -> Void)?
    private var isRunning = false
    private var queued = 0

    /// Installs `step` and runs it for the first time.
    func start(_ step: @escaping () -> Void) {
        lock.performLocked { self.step = step }
        requestNext()
    }

    func requestNext() {
        let runNow: Bool = lock.performLocked {
            guard step != nil else { return false }
            if isRunning {
                queued += 1
                return false
            }
            isRunning = true
            return true
        }
        guard runNow else { return }
        while let step = lock.performLocked({ self.step }) {
            step()
            let again: Bool = lock.performLocked {
                guard queued > 0, self.step != nil else {
                    isRunning = false
                    queued = 0
                    return false
                }
                queued -= 1
                return true
            }
            if !again { return }
        }
        lock.performLocked { isRunning = false }
    }

    func dispose() {
        lock.performLocked {
            step = nil
            queued = 0
        }
    }
}
