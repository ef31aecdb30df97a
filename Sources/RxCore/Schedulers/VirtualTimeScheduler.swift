import Foundation

/// Converts between a virtual clock and real time (RxSwift 6's requirements exactly, so a
/// converter written for RxSwift conforms as is).
public protocol VirtualTimeConverterType {
    associatedtype VirtualTimeUnit
    associatedtype VirtualTimeIntervalUnit

    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

public enum VirtualTimeComparison {
    case lessThan, equal, greaterThan
}

/// A scheduler whose clock only moves when it runs queued work: the queue is a heap keyed
/// on (time, scheduling order), so equal times run in the order they were scheduled.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType, CustomDebugStringConvertible {
    public typealias VirtualTime = Converter.VirtualTimeUnit
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    // Unchecked exclusivity: the clock runs one action at a time on one thread, and checking
    // every access to these at run time is pure cost (as -enforce-exclusivity=unchecked gave).
    @exclusivity(unchecked) private var running = false
    @exclusivity(unchecked) public private(set) var clock: VirtualTime
    private let queue: PriorityQueue<VirtualTime>
    /// The queued items, indexed by the heap entries' slots; freed slots are reused.
    @exclusivity(unchecked) private var items: ContiguousArray<QueuedWork?> = []
    @exclusivity(unchecked) private var freeSlots: [Int] = []
    private let converter: Converter
    @exclusivity(unchecked) private var nextId = 0

    public init(initialClock: VirtualTime, converter: Converter) {
        clock = initialClock
        self.converter = converter
        queue = PriorityQueue(
            isEarlier: { converter.compareVirtualTime($0, $1) == .lessThan },
            isSame: { converter.compareVirtualTime($0, $1) == .equal },
            ticksAreIntegers: Converter.self == TestSchedulerVirtualTimeConverter.self
        )
    }

    public var now: RxTime { converter.convertFromVirtualTime(clock) }

    /// True while `start` or `advanceTo` is running work.
    public var isRunning: Bool { running }

    /// How many items are queued (disposed ones included until they come up).
    public var pendingCount: Int { queue.count }

    /// True when work that was not disposed is still queued.
    public var hasPendingWork: Bool { peekNext() != nil }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let time = now.addingDispatchInterval(dueTime)
        let absolute = converter.convertToVirtualTime(time)
        return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(absolute), action: action)
    }

    public func scheduleRelativeVirtual<StateType>(_ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let time = converter.offsetVirtualTime(clock, offset: dueTime)
        return scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    /// Queues `action` at `time` exactly, with no adjustment. O(log n).
    public func scheduleAbsoluteVirtual<StateType>(_ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable) -> Disposable {
        let item = VirtualSchedulerItem { action(state) }
        enqueue(.cancelable(item), at: time)
        return item
    }

    // Pre-specialised: this class is generic over its converter and reached through the
    // vtable, which would otherwise run the heap as slow unspecialised code.
    @_specialize(where Converter == TestSchedulerVirtualTimeConverter)
    private func enqueue(_ item: QueuedWork, at time: VirtualTime) {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            items[slot] = item
        } else {
            slot = items.count
            items.append(item)
            // Grow the free list with the table, while little has been freed: growing it
            // later, with many small items already freed, makes malloc consolidate them all.
            if freeSlots.capacity < items.capacity { freeSlots.reserveCapacity(items.capacity) }
        }
        queue.push(.init(time: time, sequence: nextId, slot: slot))
        nextId += 1
    }

    /// Where relative work really lands; the test scheduler adds its processing delay here.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime { time }

    /// Runs queued work in order until the queue is empty or `stop()` is called.
    @_specialize(where Converter == TestSchedulerVirtualTimeConverter)
    public func start() {
        guard !running else { return }
        running = true
        while running, let next = popNext() {
            if converter.compareVirtualTime(next.time, clock) == .greaterThan {
                clock = next.time
            }
            next.item.invoke()
        }
        running = false
    }

    /// Runs work due up to `virtualTime`, then sets the clock there.
    @_specialize(where Converter == TestSchedulerVirtualTimeConverter)
    public func advanceTo(_ virtualTime: VirtualTime) {
        precondition(!running, "advanceTo called while the scheduler is already running")
        running = true
        while running, let next = peekNext() {
            if converter.compareVirtualTime(next.time, virtualTime) == .greaterThan { break }
            let item = take(queue.pop()!)
            if converter.compareVirtualTime(next.time, clock) == .greaterThan {
                clock = next.time
            }
            item.invoke()
        }
        if converter.compareVirtualTime(virtualTime, clock) == .greaterThan {
            clock = virtualTime
        }
        running = false
    }

    /// Moves the clock forward without running anything.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        let target = converter.offsetVirtualTime(clock, offset: virtualInterval)
        precondition(converter.compareVirtualTime(target, clock) != .lessThan, "Can't sleep to the past")
        clock = target
    }

    public func stop() {
        running = false
    }

    /// When the next queued work is due, nil when none is (not RxSwift's API: the course's
    /// playground host steps the clock by it to stamp what was printed with its tick).
    package var nextDueTime: VirtualTime? { peekNext()?.time }

    @_specialize(where Converter == TestSchedulerVirtualTimeConverter)
    private func peekNext() -> PriorityQueue<VirtualTime>.Entry? {
        while let front = queue.first {
            if case .cancelable(let item) = items[front.slot].unsafelyUnwrapped, item.isDisposed {
                _ = take(queue.pop()!)
                continue
            }
            return front
        }
        return nil
    }

    @_specialize(where Converter == TestSchedulerVirtualTimeConverter)
    private func popNext() -> (time: VirtualTime, item: QueuedWork)? {
        // Take each entry once: a disposed one is simply dropped.
        while let front = queue.pop() {
            let work = take(front)
            if work.isLive { return (front.time, work) }
        }
        return nil
    }

    /// Frees a popped entry's slot and hands back its item.
    @_specialize(where Converter == TestSchedulerVirtualTimeConverter)
    private func take(_ entry: PriorityQueue<VirtualTime>.Entry) -> QueuedWork {
        let item = items[entry.slot].take().unsafelyUnwrapped
        freeSlots.append(entry.slot)
        return item
    }

    public var debugDescription: String {
        queue.entries.filter { items[$0.slot]?.isLive ?? false }.map { "\($0.time)" }.joined(separator: ", ")
    }
}

extension VirtualTimeScheduler where Converter == TestSchedulerVirtualTimeConverter {
    /// Queues a plain action at `time` exactly: what RxTest's `scheduleAt`, hot observables
    /// and `start` need. One allocation per action instead of three wrapper layers.
    ///
    /// Declared for the test clock's converter only, so `enqueue` is compiled specialised
    /// right here: RxTest calls it from another module, where the generic version would look
    /// up type metadata on every call.
    @_spi(RxTest)
    public func schedulePlainAction(at time: Int, _ action: @escaping () -> Void) {
        enqueue(.plain(action), at: time)
    }
}

/// What waits in the queue: a plain action (RxTest's `scheduleAt`: nothing to cancel, so no
/// object beyond the closure), or an item that can be disposed before it runs.
enum QueuedWork {
    case plain(() -> Void)
    case cancelable(VirtualSchedulerItem)

    var isLive: Bool {
        if case .cancelable(let item) = self { return !item.isDisposed }
        return true
    }

    func invoke() {
        switch self {
        case .plain(let action): action()
        case .cancelable(let item): item.invoke()
        }
    }
}

/// One queued action. Disposing it before it runs marks it; the heap drops it when it surfaces.
final class VirtualSchedulerItem: Cancelable {
    private var action: (() -> Disposable)?
    private var disposed = false
    private var result: Disposable?

    init(action: @escaping () -> Disposable) {
        self.action = action
    }


    var isDisposed: Bool { disposed }

    func invoke() {
        guard let action else { return }
        self.action = nil
        let result = action()
        if disposed { result.dispose() } else { self.result = result }
    }

    func dispose() {
        guard !disposed else { return }
        disposed = true
        action = nil
        let result = self.result
        self.result = nil
        result?.dispose()
    }
}
