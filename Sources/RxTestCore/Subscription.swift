/// When a test observable was subscribed to and, if it was, unsubscribed from.
public struct Subscription: Equatable, Hashable, CustomDebugStringConvertible, CustomStringConvertible {
    public let subscribe: TestTime
    /// `Int.max` while still subscribed.
    public let unsubscribe: TestTime

    /// A subscription still open.
    public init(_ subscribe: TestTime) {
        self.init(subscribe, Int.max)
    }

    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    public var description: String {
        "(\(subscribe) : \(unsubscribe == Int.max ? "Infinity" : String(unsubscribe)))"
    }

    public var debugDescription: String { description }
}
