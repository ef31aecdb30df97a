import Foundation

/// A virtual-time scheduler whose clock is a `Date`: work runs in date order, and time only
/// moves when `start()` / `advanceTo(_:)` run it. For replaying history at full speed.
public class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter> {
    /// A scheduler whose clock starts at `initialClock` (by default 1970-01-01 00:00:00 UTC).
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}

/// Virtual time as real dates: times are `Date`s, intervals are seconds.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType {
    public typealias VirtualTimeUnit = RxTime
    public typealias VirtualTimeIntervalUnit = TimeInterval

    public init() {}

    public func convertFromVirtualTime(_ virtualTime: RxTime) -> RxTime { virtualTime }

    public func convertToVirtualTime(_ time: RxTime) -> RxTime { time }

    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: TimeInterval) -> TimeInterval { virtualTimeInterval }

    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> TimeInterval { timeInterval }

    public func offsetVirtualTime(_ time: RxTime, offset: TimeInterval) -> RxTime {
        time.addingTimeInterval(offset)
    }

    public func compareVirtualTime(_ lhs: RxTime, _ rhs: RxTime) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : (lhs == rhs ? .equal : .greaterThan)
    }
}
