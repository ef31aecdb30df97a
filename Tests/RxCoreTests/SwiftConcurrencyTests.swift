import XCTest
import RxCore

/// Waits (up to a second) for `condition`, yielding to other tasks and threads meanwhile.
private func eventually(_ condition: @escaping () -> Bool) async -> Bool {
    for _ in 0 ..< 1000 {
        if condition() { return true }
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
    return condition()
}

/// A flag other threads set; read after `eventually`.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false
    var isRaised: Bool { lock.withLock { raised } }
    func raise() { lock.withLock { raised = true } }
}

final class SwiftConcurrencyTests: XCTestCase {
    // MARK: - values

    func testValues_FinishesOnCompletion() async throws {
        var seen: [Int] = []
        for try await value in Observable.of(1, 2, 3).values {
            seen.append(value)
        }
        XCTAssertEqual(seen, [1, 2, 3])
    }

    func testValues_ThrowsTheError() async {
        var seen: [Int] = []
        do {
            for try await value in Observable.of(1, 2).concat(Observable<Int>.error(OpsTestError.boom)).values {
                seen.append(value)
            }
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual("\(error)", "boom")
        }
        XCTAssertEqual(seen, [1, 2])
    }

    func testValues_OfTraits() async throws {
        var seen: [Int] = []
        for try await value in Single.just(7).values { seen.append(value) }
        for try await value in Maybe<Int>.empty().values { seen.append(value) }
        XCTAssertEqual(seen, [7])
    }

    func testValues_CancellingTheTaskDisposesTheSubscription() async {
        let subject = PublishSubject<Int>()
        let disposed = Flag()
        let subscribed = Flag()
        let stream = subject.do(onSubscribed: { subscribed.raise() }, onDispose: { disposed.raise() }).values
        let task = Task {
            var count = 0
            for try await _ in stream { count += 1 }
            return count
        }
        let didSubscribe = await eventually { subscribed.isRaised }
        XCTAssertTrue(didSubscribe)
        XCTAssertFalse(disposed.isRaised)
        task.cancel()
        let didDispose = await eventually { disposed.isRaised }
        XCTAssertTrue(didDispose)
        XCTAssertFalse(subject.hasObservers)
    }

    func testInfallibleValues_FinishesAndIsNotThrowing() async {
        var seen: [Int] = []
        for await value in Infallible.of(1, 2).values {  // no `try`: an AsyncStream
            seen.append(value)
        }
        XCTAssertEqual(seen, [1, 2])
    }

    func testInfallibleValues_CancellingTheTaskDisposes() async {
        let relay = PublishRelay<Int>()
        let disposed = Flag()
        let subscribed = Flag()
        let stream = relay.asInfallible().do(onSubscribed: { subscribed.raise() }, onDispose: { disposed.raise() }).values
        let task = Task { for await _ in stream {} }
        let didSubscribe = await eventually { subscribed.isRaised }
        XCTAssertTrue(didSubscribe)
        task.cancel()
        let didDispose = await eventually { disposed.isRaised }
        XCTAssertTrue(didDispose)
    }

    // MARK: - AsyncSequence.asObservable

    func testAsyncSequenceAsObservable_ElementsThenCompleted() async throws {
        let stream = AsyncStream<Int> { continuation in
            for value in 1 ... 3 { continuation.yield(value) }
            continuation.finish()
        }
        let all = try await stream.asObservable().toArray().value
        XCTAssertEqual(all, [1, 2, 3])
    }

    func testAsyncSequenceAsObservable_Error() async {
        let stream = AsyncThrowingStream<Int, Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: OpsTestError.bang)
        }
        do {
            _ = try await stream.asObservable().toArray().value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual("\(error)", "bang")
        }
    }

    func testAsyncSequenceAsObservable_DisposeCancelsTheTask() async {
        let cancelled = Flag()
        let stream = AsyncStream<Int> { continuation in
            continuation.yield(1)
            continuation.onTermination = { _ in cancelled.raise() }
        }
        let first = Flag()
        let subscription = stream.asObservable().subscribe(onNext: { _ in first.raise() })
        let gotFirst = await eventually { first.isRaised }
        XCTAssertTrue(gotFirst)
        XCTAssertFalse(cancelled.isRaised)
        subscription.dispose()
        let didCancel = await eventually { cancelled.isRaised }
        XCTAssertTrue(didCancel)
    }

    // MARK: - value

    func testSingleValue() async throws {
        let value = try await Single.just(5).value
        XCTAssertEqual(value, 5)
        do {
            _ = try await Single<Int>.error(OpsTestError.boom).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual("\(error)", "boom")
        }
    }

    func testMaybeValue() async throws {
        let some = try await Maybe.just(5).value
        let none = try await Maybe<Int>.empty().value
        XCTAssertEqual(some, 5)
        XCTAssertNil(none)
        do {
            _ = try await Maybe<Int>.error(OpsTestError.bang).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual("\(error)", "bang")
        }
    }

    func testCompletableValue() async throws {
        try await Completable.empty().value
        do {
            try await Completable.error(OpsTestError.boom).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual("\(error)", "boom")
        }
    }

    func testValue_CancelledTaskThrowsCancellationErrorAndDisposes() async {
        let disposed = Flag()
        let subscribed = Flag()
        let never = Single<Int>.never().do(onSubscribed: { subscribed.raise() }, onDispose: { disposed.raise() })
        let task = Task { try await never.value }
        let didSubscribe = await eventually { subscribed.isRaised }
        XCTAssertTrue(didSubscribe)
        task.cancel()
        do {
            _ = try await task.value
            XCTFail("expected CancellationError")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
        XCTAssertTrue(disposed.isRaised)
    }

    // MARK: - Single.create(work:)

    func testSingleCreateWork() async throws {
        let single = Single<Int>.create { 6 * 7 }
        let value = try await single.value
        XCTAssertEqual(value, 42)
        let detached = Single<String>.create(detached: true, priority: .low) { "detached" }
        let text = try await detached.value
        XCTAssertEqual(text, "detached")
        do {
            _ = try await Single<Int>.create { throw OpsTestError.boom }.value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual("\(error)", "boom")
        }
    }

    func testSingleCreateWork_DisposeCancelsTheWork() async {
        let cancelled = Flag()
        let started = Flag()
        let single = Single<Int>.create {
            started.raise()
            do {
                try await Task.sleep(nanoseconds: 10_000_000_000)
            } catch {
                cancelled.raise()
                throw error
            }
            return 1
        }
        var events: [String] = []
        let subscription = single.subscribe(onSuccess: { events.append("success \($0)") }, onFailure: { events.append("failure \($0)") })
        let didStart = await eventually { started.isRaised }
        XCTAssertTrue(didStart)
        subscription.dispose()
        let didCancel = await eventually { cancelled.isRaised }
        XCTAssertTrue(didCancel)
        XCTAssertEqual(events, [])
    }

    /// A task cancelled before it iterates (RxSwift's testThrowsCancellationErrorWithoutEvents):
    /// cancellation disposes the subscription, whose `onDisposed` finishes the stream with
    /// `CancellationError`, and the loop throws it.
    func testValues_TaskCancelledBeforeIterating() async {
        let disposed = Flag()
        let never = Observable<Int>.never().do(onDispose: { disposed.raise() })
        let task = Task { () -> String in
            do {
                for try await _ in never.values {}
                return "finished"
            } catch {
                return "\(type(of: error))"
            }
        }
        task.cancel()
        let outcome = await task.value
        XCTAssertEqual(outcome, "CancellationError")
        let didDispose = await eventually { disposed.isRaised }
        XCTAssertTrue(didDispose)
    }

    /// Cancelling after the sequence completed changes nothing (RxSwift's "not throwing cancellation").
    func testValues_CancelAfterCompletionDoesNotThrow() async throws {
        let task = Task { () -> [Int] in
            var values: [Int] = []
            for try await value in Observable.from(1 ... 10).values { values.append(value) }
            return values
        }
        let values = try await task.value
        task.cancel()
        XCTAssertEqual(values, Array(1 ... 10))
        let single = Task { try await Single.just(3).value }
        let three = try await single.value
        single.cancel()
        XCTAssertEqual(three, 3)
    }
    /// Breaking out of the loop drops the stream, whose end cancels it: the subscription to a
    /// sequence that never completes is disposed (the harness of concurrency-stop-a-never-ending-loop
    /// relies on it).
    func testValues_BreakingOutOfTheLoopDisposesTheSubscription() async throws {
        let disposed = Flag()
        let readings = Observable<Int>.create { observer in
            (1 ... 5).forEach(observer.onNext)
            return Disposables.create { disposed.raise() }
        }
        var seen: [Int] = []
        for try await value in readings.values {
            seen.append(value)
            if value == 3 { break }
        }
        XCTAssertEqual(seen, [1, 2, 3])
        let didDispose = await eventually { disposed.isRaised }
        XCTAssertTrue(didDispose)
    }
}
