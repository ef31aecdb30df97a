// RxBlocking: RxSwift 6's blocking bridge, for tests and command-line code only.
//
// `source.toBlocking()` waits on the calling thread for the sequence to end and hands back
// what it produced. On the main thread it keeps the run loop (and so the main queue and
// `MainScheduler`) turning while it waits, so a sequence that delivers on the main thread
// still finishes; on any other thread it sleeps on a condition.

import Foundation
import RxCore

extension ObservableConvertibleType {
    /// A blocking view of this sequence. `timeout`: seconds to wait for the end before the
    /// subscription is disposed and `RxError.timeout` is thrown (nil waits for ever).
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}

/// The result of `materialize()`: every element, and how the sequence ended.
public enum MaterializedSequenceResult<T> {
    case completed(elements: [T])
    case failed(elements: [T], error: Error)
}

/// A sequence seen through blocking calls (`first()`, `last()`, `toArray()`, `single()`,
/// `materialize()`). Each call subscribes once and waits.
public struct BlockingObservable<Element> {
    let timeout: TimeInterval?
    let source: Observable<Element>

    /// Every element, once the sequence completes; throws its error.
    public func toArray() throws -> [Element] {
        try elementsOrThrow(materializeResult(maxElements: nil, predicate: { _ in true }))
    }

    /// The first element (nil when it completes empty); throws an error that came first.
    public func first() throws -> Element? {
        try elementsOrThrow(materializeResult(maxElements: 1, predicate: { _ in true })).first
    }

    /// The last element (nil when it completes empty); throws its error.
    public func last() throws -> Element? {
        try elementsOrThrow(materializeResult(maxElements: nil, predicate: { _ in true })).last
    }

    /// The only element; `RxError.noElements` when none, `RxError.moreThanOneElement` when more.
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// The only element matching `predicate`; the same errors as `single()`.
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        let elements = try elementsOrThrow(materializeResult(maxElements: 2, predicate: predicate))
        switch elements.count {
        case 0: throw RxError.noElements
        case 1: return elements[0]
        default: throw RxError.moreThanOneElement
        }
    }

    /// Every element and how the sequence ended, without throwing (a timeout ends it as
    /// `.failed(elements:error: RxError.timeout)`).
    public func materialize() -> MaterializedSequenceResult<Element> {
        materializeResult(maxElements: nil, predicate: { _ in true })
    }

    private func elementsOrThrow(_ result: MaterializedSequenceResult<Element>) throws -> [Element] {
        switch result {
        case .completed(let elements): return elements
        case .failed(_, let error): throw error
        }
    }

    /// Subscribes, collects the elements matching `predicate` (at most `maxElements`, then
    /// stops early), and waits for the end.
    private func materializeResult(maxElements: Int?, predicate: @escaping (Element) throws -> Bool) -> MaterializedSequenceResult<Element> {
        let state = BlockingState<Element>()
        let subscription = SingleAssignmentDisposable()
        let disposable = source.subscribe { event in
            state.lock.lock()
            defer { state.lock.unlock() }
            guard !state.finished else { return }
            switch event {
            case .next(let element):
                do {
                    guard try predicate(element) else { return }
                } catch {
                    state.finish(error: error)
                    return
                }
                state.elements.append(element)
                if let maxElements, state.elements.count >= maxElements {
                    state.finish(error: nil)
                }
            case .error(let error):
                state.finish(error: error)
            case .completed:
                state.finish(error: nil)
            }
        }
        subscription.setDisposable(disposable)
        defer { subscription.dispose() }

        let deadline = timeout.map { Date(timeIntervalSinceNow: $0) }
        state.lock.lock()
        while !state.finished {
            if let deadline, Date() >= deadline {
                state.finish(error: RxError.timeout)
                break
            }
            if Thread.isMainThread {
                // Keep the main queue turning: what we wait for may be scheduled on it.
                state.lock.unlock()
                let step = Date(timeIntervalSinceNow: 0.005)
                _ = RunLoop.current.run(mode: .default, before: deadline.map { min($0, step) } ?? step)
                state.lock.lock()
            } else {
                _ = state.lock.wait(until: deadline ?? Date.distantFuture)
            }
        }
        let elements = state.elements
        let error = state.error
        state.lock.unlock()
        if let error {
            return .failed(elements: elements, error: error)
        }
        return .completed(elements: elements)
    }
}

/// What one blocking call has seen so far, under `lock`.
private final class BlockingState<Element>: @unchecked Sendable {
    let lock = NSCondition()
    var elements: [Element] = []
    var error: Error?
    var finished = false

    /// Call with `lock` held.
    func finish(error: Error?) {
        self.error = error
        finished = true
        lock.broadcast()
    }
}
