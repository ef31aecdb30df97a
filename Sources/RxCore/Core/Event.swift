/// One notification of an observable sequence.
///
/// A sequence obeys the grammar `next* (error | completed)?`:
/// any number of elements, then at most one terminal event.
@frozen
public enum Event<Element> {
    /// The next element of the sequence.
    case next(Element)
    /// The sequence failed; nothing follows.
    case error(Swift.Error)
    /// The sequence finished; nothing follows.
    case completed
}

extension Event: CustomStringConvertible, CustomDebugStringConvertible {
    /// `next(0)`, `error(boom)` or `completed`, as RxSwift prints them.
    public var description: String {
        switch self {
        case .next(let value): return "next(\(value))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }

    public var debugDescription: String { description }
}

extension Event {
    /// True for `error` and `completed`.
    @inlinable public var isStopEvent: Bool {
        if case .next = self { return false }
        return true
    }

    @inlinable public var element: Element? {
        if case .next(let value) = self { return value }
        return nil
    }

    @inlinable public var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }

    @inlinable public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// Transforms the element of a `next` event; a throwing transform becomes an `error` event.
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        switch self {
        case .next(let value):
            do { return .next(try transform(value)) } catch { return .error(error) }
        case .error(let error): return .error(error)
        case .completed: return .completed
        }
    }
}

/// Two errors are the same event when they print the same: errors are rarely `Equatable`,
/// and a test wants to say "it failed with boom" without caring about identity.
extension Event: Equatable where Element: Equatable {
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case let (.next(l), .next(r)): return l == r
        case let (.error(l), .error(r)): return errorsAreEqual(l, r)
        case (.completed, .completed): return true
        default: return false
        }
    }
}

func errorsAreEqual(_ lhs: Swift.Error, _ rhs: Swift.Error) -> Bool {
    String(describing: lhs) == String(describing: rhs)
}
