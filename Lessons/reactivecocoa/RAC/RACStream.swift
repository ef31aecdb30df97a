// RACStream: the abstract "stream of values" both RACSignal (push) and RACSequence (pull)
// are built on. It is a monad: `return` lifts one value into a stream, `bind` chains a
// stream into a stream of streams and flattens it. Everything in the extension below is
// written only with `empty`, `return`, `bind` and `concat`, so it works unchanged on
// signals and on sequences.
//
// Swift has no higher-kinded types, so a generic `RACStream` cannot say "the same kind of
// stream with another element type". The protocol therefore covers the operations that keep
// the element type (filter, take, skip, startWith, ...); RACSignal and RACSequence each add
// their own element-changing `bind<U>`, `flattenMap` and `map`, which satisfy the protocol's
// `bind` as the special case U == Value.

/// What `bind` runs for every value: the stream to splice in for it, and `stop` set to true to
/// take no more values after this one. Returning nil also takes no more values (and splices
/// nothing in); streams already spliced in still run to their end.
public typealias RACStreamBindBlock<Value, Stream> = (_ value: Value, _ stop: inout Bool) -> Stream?

public protocol RACStream {
    associatedtype Value
    /// The concrete stream type the operations return (RACSignal<Value> for a subject too).
    associatedtype Stream: RACStream where Stream.Value == Value, Stream.Stream == Stream

    /// A stream with no values.
    static func empty() -> Stream
    /// Lifts `value` into the stream monad: a stream of just that value.
    static func `return`(_ value: Value) -> Stream
    /// Lazily binds `block` to the values of this stream. `block` is called once per bound
    /// stream (each subscription, each evaluation) and gives the block run for every value,
    /// so it can keep state of its own or stop early.
    func bind(_ block: @escaping () -> RACStreamBindBlock<Value, Stream>) -> Stream
    /// This stream's values, then `other`'s.
    func concat(_ other: Stream) -> Stream
}

extension RACStream {
    /// The stream itself, as its concrete stream type (`bind` with `return` is the identity).
    public var asStream: Stream {
        bind { { value, _ in Self.return(value) } }
    }

    /// Only the values that pass `predicate`: each value becomes `return(value)` or `empty()`.
    public func filter(_ predicate: @escaping (Value) -> Bool) -> Stream {
        bind { { value, _ in predicate(value) ? Self.return(value) : Self.empty() } }
    }

    /// Every value except those equal to `value`.
    public func ignore(_ ignored: Value) -> Stream where Value: Equatable {
        filter { $0 != ignored }
    }

    /// The first `count` values. The state (how many so far) lives in the closure `bind`
    /// asks for, so every subscription or evaluation counts from zero.
    public func take(_ count: Int) -> Stream {
        guard count > 0 else { return Self.empty() }
        return bind {
            var taken = 0
            return { value, stop in
                taken += 1
                if taken >= count { stop = true }
                return Self.return(value)
            }
        }
    }

    /// All but the first `count` values.
    public func skip(_ count: Int) -> Stream {
        bind {
            var skipped = 0
            return { value, _ in
                if skipped < count {
                    skipped += 1
                    return Self.empty()
                }
                return Self.return(value)
            }
        }
    }

    /// Values while `predicate` holds; the first value that fails it ends the stream.
    public func takeWhile(_ predicate: @escaping (Value) -> Bool) -> Stream {
        bind { { value, _ in predicate(value) ? Self.return(value) : nil } }
    }

    /// `value`, then this stream's values.
    public func startWith(_ value: Value) -> Stream {
        Self.return(value).concat(asStream)
    }

}
