// The bridge between Rx and Swift concurrency (RxSwift 6.5+): iterate a sequence with
// `for try await`, await a trait's one result, and turn an `AsyncSequence` or an async
// closure into a sequence. Cancelling the awaiting task disposes the subscription.

extension ObservableConvertibleType {
    /// The elements as an `AsyncThrowingStream`: it finishes on completion and throws the
    /// sequence's error. Cancelling the iterating task disposes the subscription; a
    /// subscription ended without a terminal event makes the stream throw `CancellationError`.
    ///
    ///     for try await value in Observable.of(1, 2, 3).values { print(value) }
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        AsyncThrowingStream { continuation in
            let finished = OnceFlag()
            let subscription = asObservable().subscribe(
                onNext: { continuation.yield($0) },
                onError: { error in
                    if finished.raise() { continuation.finish(throwing: error) }
                },
                onCompleted: {
                    if finished.raise() { continuation.finish() }
                },
                onDisposed: {
                    if finished.raise() { continuation.finish(throwing: CancellationError()) }
                }
            )
            continuation.onTermination = { termination in
                if case .cancelled = termination { subscription.dispose() }
            }
        }
    }
}

extension InfallibleType {
    /// The elements as an `AsyncStream` (an Infallible can't throw): it finishes on
    /// completion; cancelling the iterating task disposes the subscription.
    public var values: AsyncStream<Element> {
        AsyncStream { continuation in
            let subscription = subscribe(
                onNext: { continuation.yield($0) },
                onCompleted: { continuation.finish() }
            )
            continuation.onTermination = { termination in
                if case .cancelled = termination { subscription.dispose() }
            }
        }
    }
}

extension AsyncSequence {
    /// Iterates the async sequence in a detached task for each subscription: its elements,
    /// then completion (also when the task is cancelled), or its error. Disposing cancels the task.
    public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
        Observable.create { observer in
            let task = Task.detached(priority: priority) {
                do {
                    for try await element in self {
                        observer.onNext(element)
                    }
                    observer.onCompleted()
                } catch is CancellationError {
                    observer.onCompleted()
                } catch {
                    observer.onError(error)
                }
            }
            return Disposables.create { task.cancel() }
        }
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Runs `work` in a task for each subscription and emits its result (or its error).
    /// Disposing cancels the task. `detached` starts it with `Task.detached`.
    @_disfavoredOverload
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @Sendable @escaping () async throws -> Element,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Single<Element> {
        Single.create(subscribe: { single in
            let operation: @Sendable () async -> Void = {
                do {
                    single(.success(try await work()))
                } catch {
                    single(.failure(error))
                }
            }
            let task = detached ? Task.detached(priority: priority, operation: operation) : Task(priority: priority, operation: operation)
            return Disposables.create { task.cancel() }
        }, file: file, line: line)
    }

    /// Awaits the element; throws the failure, or `CancellationError` when the awaiting task
    /// is cancelled (which disposes the subscription).
    public var value: Element {
        get async throws {
            try await awaitOutcome { resume in
                primitiveSequence.subscribe(
                    onSuccess: { resume(.success($0)) },
                    onFailure: { resume(.failure($0)) },
                    onDisposed: { resume(.failure(CancellationError())) }
                )
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Awaits the element, or nil when the Maybe completes empty; throws its error, or
    /// `CancellationError` when the awaiting task is cancelled.
    public var value: Element? {
        get async throws {
            try await awaitOutcome { resume in
                primitiveSequence.subscribe(
                    onSuccess: { resume(.success($0)) },
                    onError: { resume(.failure($0)) },
                    onCompleted: { resume(.success(nil)) },
                    onDisposed: { resume(.failure(CancellationError())) }
                )
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Awaits completion; throws the error, or `CancellationError` when the awaiting task is cancelled.
    public var value: Void {
        get async throws {
            try await awaitOutcome { resume in
                primitiveSequence.subscribe(
                    onCompleted: { resume(.success(())) },
                    onError: { resume(.failure($0)) },
                    onDisposed: { resume(.failure(CancellationError())) }
                )
            }
        }
    }
}

/// Suspends until `subscribe`'s subscription reports its first outcome. The first report
/// wins (the `onDisposed` that follows a success is ignored). Cancelling the task disposes
/// the subscription, whose `onDisposed` then resumes with `CancellationError`.
private func awaitOutcome<Value>(
    _ subscribe: (@escaping (Result<Value, Swift.Error>) -> Void) -> Disposable
) async throws -> Value {
    let subscription = SingleAssignmentDisposable()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, Swift.Error>) in
            let resumed = OnceFlag()
            subscription.setDisposable(subscribe { outcome in
                if resumed.raise() { continuation.resume(with: outcome) }
            })
        }
    } onCancel: {
        subscription.dispose()
    }
}
