/// An immutable, pull-driven sequence of values: a `head` and a `tail` that is itself a
/// sequence. Nothing is computed until someone pulls, and every node is computed at most
/// once (it remembers its head and tail), so a block given to `map`, `filter` or `bind`
/// runs at most once per element that is actually reached, however often it is read.
///
/// Unlike RAC's sequences this one is not thread-safe: read it from one thread.
public final class RACSequence<Value>: RACStream, Swift.Sequence {
    public typealias Stream = RACSequence<Value>
    /// One evaluated node: the first value and the rest, or nil when the sequence is empty.
    typealias Step = (head: Value, tail: RACSequence<Value>)?

    private enum State {
        case pending(() -> Step)
        case evaluated(Step)
    }

    private var state: State

    /// A node computed by `next` the first time it is read.
    init(lazy next: @escaping () -> Step) {
        state = .pending(next)
    }

    private init(step: Step) {
        state = .evaluated(step)
    }

    /// Computes this node once; afterwards returns what was computed.
    func evaluate() -> Step {
        switch state {
        case .evaluated(let step):
            return step
        case .pending(let next):
            let step = next()
            state = .evaluated(step)
            return step
        }
    }

    deinit {
        // Releasing the first node of a long evaluated chain would release the next from
        // inside this deinit, and so on, one stack frame per node. Unlink the chain here
        // instead, one node at a time, as long as nobody else holds the next node.
        var next = detachTail()
        while var node = next {
            next = nil
            guard isKnownUniquelyReferenced(&node) else { return }
            next = node.detachTail()
        }
    }

    private func detachTail() -> RACSequence<Value>? {
        guard case .evaluated(let step?) = state else { return nil }
        state = .evaluated(nil)
        return step.tail
    }

    // MARK: head and tail

    /// The first value, or nil when the sequence is empty.
    public var head: Value? { evaluate()?.head }

    /// All but the first value, or nil when the sequence is empty.
    public var tail: RACSequence<Value>? { evaluate()?.tail }

    /// Every value, in order (pulls the whole sequence).
    public var array: [Value] { Array(self) }

    // MARK: The class cluster: RAC's private subclasses are factory methods here.

    /// RACEmptySequence.
    public static func empty() -> RACSequence<Value> {
        RACSequence(step: nil)
    }

    /// RACUnarySequence: just `value`.
    public static func `return`(_ value: Value) -> RACSequence<Value> {
        RACSequence(step: (value, .empty()))
    }

    /// RACDynamicSequence: the head and the tail come from blocks, called when first read.
    /// A nil head means the sequence is empty.
    public static func sequence(headBlock: @escaping () -> Value?, tailBlock: @escaping () -> RACSequence<Value>?) -> RACSequence<Value> {
        RACSequence(lazy: {
            guard let head = headBlock() else { return nil }
            return (head, RACSequence(lazy: { tailBlock()?.evaluate() ?? nil }))
        })
    }

    /// RACArraySequence: the elements of `array`, from `offset` on.
    static func elements<C: Collection>(of collection: C, from index: C.Index) -> RACSequence<Value> where C.Element == Value {
        RACSequence(lazy: {
            guard index < collection.endIndex else { return nil }
            return (collection[index], elements(of: collection, from: collection.index(after: index)))
        })
    }

    // MARK: The monad

    /// Lazily binds: each value (when it is reached) becomes a sequence, and their values are
    /// read one after the other. A nil sequence ends the result; `stop` ends it after that
    /// value's sequence. `block` is called once, when the first node is read.
    public func bind<U>(_ block: @escaping () -> RACStreamBindBlock<Value, RACSequence<U>>) -> RACSequence<U> {
        let source = self
        return RACSequence<U>(lazy: {
            let bindBlock = block()
            return RACSequence.nextBound(values: source, current: nil, stopped: false, bindBlock: bindBlock)
        })
    }

    /// The next value of a bound sequence: the rest of the current inner sequence, or else
    /// the first value of the inner sequences of the following values. A loop, not
    /// recursion, so a filter that skips a million values in a row uses no stack for it.
    private static func nextBound<U>(values: RACSequence<Value>, current: RACSequence<U>?, stopped: Bool,
                                     bindBlock: @escaping RACStreamBindBlock<Value, RACSequence<U>>) -> RACSequence<U>.Step {
        var values = values
        var current = current
        var stopped = stopped
        while true {
            if let step = current?.evaluate() {
                let (remaining, stoppedNow) = (values, stopped)
                let rest = RACSequence<U>(lazy: {
                    nextBound(values: remaining, current: step.tail, stopped: stoppedNow, bindBlock: bindBlock)
                })
                return (step.head, rest)
            }
            guard !stopped, let next = values.evaluate() else { return nil }
            var stop = false
            guard let inner = bindBlock(next.head, &stop) else { return nil }
            current = inner
            values = next.tail
            stopped = stop
        }
    }

    public func concat(_ other: RACSequence<Value>) -> RACSequence<Value> {
        let first = self
        return RACSequence(lazy: {
            guard let step = first.evaluate() else { return other.evaluate() }
            return (step.head, step.tail.concat(other))
        })
    }

    /// Maps every value to a sequence and reads them one after the other.
    public func flattenMap<U>(_ transform: @escaping (Value) -> RACSequence<U>) -> RACSequence<U> {
        bind { { value, _ in transform(value) } }
    }

    /// `flattenMap` to `return`: lazy, and `transform` runs at most once per element.
    public func map<U>(_ transform: @escaping (Value) -> U) -> RACSequence<U> {
        flattenMap { RACSequence<U>.return(transform($0)) }
    }

    /// Folds from the left (pulls the whole sequence).
    public func foldLeft<Result>(_ start: Result, _ reduce: (Result, Value) -> Result) -> Result {
        var result = start
        for value in self { result = reduce(result, value) }
        return result
    }

    // MARK: for-in (RAC: NSFastEnumeration)

    public struct Iterator: IteratorProtocol {
        var current: RACSequence<Value>?

        public mutating func next() -> Value? {
            guard let step = current?.evaluate() else {
                current = nil
                return nil
            }
            current = step.tail
            return step.head
        }
    }

    public func makeIterator() -> Iterator { Iterator(current: self) }

    // MARK: Sequence to signal

    /// A signal that pushes the values, one per step of `scheduler`'s recursion.
    public func signal(with scheduler: RACScheduler = .immediate) -> RACSignal<Value> {
        let start = self
        return RACSignal.createSignal { subscriber in
            var rest = start
            return scheduler.scheduleRecursiveBlock { reschedule in
                guard let step = rest.evaluate() else {
                    subscriber.sendCompleted()
                    return
                }
                subscriber.sendNext(step.head)
                rest = step.tail
                reschedule()
            }
        }
    }
}

extension Array {
    /// The array as a lazy RACSequence.
    public var rac_sequence: RACSequence<Element> {
        RACSequence.elements(of: self, from: startIndex)
    }
}

extension String {
    /// The characters, each as a one-character string.
    public var rac_sequence: RACSequence<String> {
        RACSequence.elements(of: map { String($0) }, from: 0)
    }
}
