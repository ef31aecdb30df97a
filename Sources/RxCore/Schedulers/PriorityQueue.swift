/// A 4-ary min-heap keyed on (time, sequence number). Entries are plain values: the payload
/// is an index into the owner's side table, so sifting never touches (or retains) an object.
///
/// `push` and `pop` are O(log n); `first` is O(1). Equal times pop in sequence order, so
/// work scheduled for the same tick runs in the order it was scheduled.
///
/// Laid out for the cache: with an `Int` time an entry is 16 bytes, and the heap starts three
/// entries into a 64-byte-aligned block, so the four children of every node (indices 4i+1 to
/// 4i+4) fill exactly one cache line; a heap larger than the caches misses once per level
/// instead of twice. `pop` moves the hole left by the root down to a leaf along the smaller
/// children and then lifts the last entry into it from there (the last entry nearly always
/// belongs near the bottom), which compares each level's children only among themselves.
final class PriorityQueue<Time> {
    /// 16 bytes for an `Int` time: the sequence number (high bits) and the slot (low
    /// bits) share one word.
    struct Entry {
        let time: Time
        private let order: Int

        static var slotBits: Int { 28 }

        init(time: Time, sequence: Int, slot: Int) {
            precondition(slot < 1 << Self.slotBits, "more than 268 million pending actions on one virtual clock")
            self.time = time
            order = sequence << Self.slotBits | slot
        }

        /// Scheduling order among equal times.
        var sequence: Int { order >> Self.slotBits }
        var slot: Int { order & (1 << Self.slotBits - 1) }
        fileprivate var orderKey: Int { order }
    }

    /// Entries before index 0 in the block: 3 × 16 bytes puts index 1 on a line boundary.
    private static var lead: Int { 3 }
    private static var lineAlignment: Int { 64 }

    /// Index 0 of the heap (`lead` entries into the block).
    private var heap: UnsafeMutablePointer<Entry>
    private var capacity: Int
    private(set) var count = 0
    private let isEarlier: (Time, Time) -> Bool
    private let isSame: (Time, Time) -> Bool

    /// True when `Time` is `Int` ticks in their natural order (the test scheduler's converter).
    private let ticksAreIntegers: Bool

    init(isEarlier: @escaping (Time, Time) -> Bool, isSame: @escaping (Time, Time) -> Bool, ticksAreIntegers: Bool = false) {
        precondition(!ticksAreIntegers || Time.self == Int.self, "integer ticks need Int times")
        self.isEarlier = isEarlier
        self.isSame = isSame
        self.ticksAreIntegers = ticksAreIntegers
        capacity = 0
        heap = Self.allocate(capacity: 0)
    }

    deinit {
        heap.deinitialize(count: count)
        Self.deallocate(heap)
    }

    private static func allocate(capacity: Int) -> UnsafeMutablePointer<Entry> {
        let block = UnsafeMutableRawPointer.allocate(
            byteCount: (capacity + lead) * MemoryLayout<Entry>.stride,
            alignment: max(lineAlignment, MemoryLayout<Entry>.alignment))
        return block.bindMemory(to: Entry.self, capacity: capacity + lead) + lead
    }

    private static func deallocate(_ heap: UnsafeMutablePointer<Entry>) {
        UnsafeMutableRawPointer(heap - lead).deallocate()
    }

    var isEmpty: Bool { count == 0 }
    var first: Entry? { count == 0 ? nil : heap[0] }

    /// True when `lhs` pops before `rhs`.
    @inline(__always) private func precedes(_ lhs: UnsafePointer<Entry>, _ rhs: UnsafePointer<Entry>) -> Bool {
        if ticksAreIntegers {
            // The test scheduler's ticks: compare directly instead of through the
            // converter's closures (same order; the closures cost a third of the time).
            let lhsTime = unsafeBitCast(lhs.pointee.time, to: Int.self)
            let rhsTime = unsafeBitCast(rhs.pointee.time, to: Int.self)
            return lhsTime < rhsTime || (lhsTime == rhsTime && lhs.pointee.orderKey < rhs.pointee.orderKey)
        }
        let lhsTime = lhs.pointee.time, rhsTime = rhs.pointee.time
        if isEarlier(lhsTime, rhsTime) { return true }
        return isSame(lhsTime, rhsTime) && lhs.pointee.orderKey < rhs.pointee.orderKey
    }

    private func grow() {
        let newCapacity = max(64, capacity * 2)
        let newHeap = Self.allocate(capacity: newCapacity)
        newHeap.moveInitialize(from: heap, count: count)
        Self.deallocate(heap)
        heap = newHeap
        capacity = newCapacity
    }

    func push(_ entry: Entry) {
        if count == capacity { grow() }
        // Lift a hole from the new last place while `entry` precedes the hole's parent.
        var child = count
        count += 1
        withUnsafePointer(to: entry) { entry in
            while child > 0 {
                let parent = (child - 1) / 4
                guard precedes(entry, heap + parent) else { break }
                (heap + child).moveInitialize(from: heap + parent, count: 1)
                child = parent
            }
        }
        (heap + child).initialize(to: entry)
    }

    @discardableResult
    func pop() -> Entry? {
        guard count > 0 else { return nil }
        let top = heap.move()
        count -= 1
        guard count > 0 else { return top }
        // The hole at the root goes down to a leaf, taking the smallest child each level...
        var hole = 0
        while true {
            let firstChild = 4 * hole + 1
            guard firstChild < count else { break }
            var best = firstChild
            var child = firstChild + 1
            let end = min(firstChild + 4, count)
            while child < end {
                if precedes(heap + child, heap + best) { best = child }
                child += 1
            }
            (heap + hole).moveInitialize(from: heap + best, count: 1)
            hole = best
        }
        // ...and the last entry goes into it, lifted while it precedes the hole's parent.
        let last = heap + count
        while hole > 0 {
            let parent = (hole - 1) / 4
            guard precedes(last, heap + parent) else { break }
            (heap + hole).moveInitialize(from: heap + parent, count: 1)
            hole = parent
        }
        (heap + hole).moveInitialize(from: last, count: 1)
        return top
    }

    var entries: [Entry] { Array(UnsafeBufferPointer(start: heap, count: count)) }
}
