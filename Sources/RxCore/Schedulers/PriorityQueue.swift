/// The virtual clock's queue, keyed on (time, sequence number). Entries are plain values: the
/// payload is an index into the owner's side table, so moving them never touches (or
/// retains) an object. Equal times pop in sequence order, so work scheduled for the same
/// tick runs in the order it was scheduled.
///
/// Two shapes behind one interface:
///
/// - Integer ticks (the test scheduler) are a radix heap. A clock only moves forward, so every
///   entry due at or after the last time taken out (`floor`) sits in the bucket of the highest
///   bit in which its time differs from `floor` (bucket 0: equal to it). Taking out the next
///   entry empties bucket 0 from the front, or else spreads the lowest non-empty bucket over
///   the buckets below it, around its smallest time, the new `floor`. Each entry moves at most
///   once per bit of the range it spans, always by appending to a contiguous array, and
///   nothing is ever looked up at random: a million pending actions cost a few passes over
///   memory instead of a heap's cache miss per level per pop. Appends and the spreading keep
///   each bucket in sequence order, so equal times come out in scheduling order. Work due
///   before `floor` (scheduled in the past, or behind a peeked time) goes to the heap below,
///   which is drained first: its times are all earlier than any bucket's.
/// - Other times are a 4-ary min-heap, ordered through the converter's closures.
///
/// The heap starts three entries into a 64-byte-aligned block, so with 16-byte entries the
/// four children of every node (indices 4i+1 to 4i+4) fill exactly one cache line. `pop`
/// moves the root's hole down to a leaf along the smaller children, then lifts the last entry
/// into it from there (the last entry nearly always belongs near the bottom).
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
    @exclusivity(unchecked) private var heap: UnsafeMutablePointer<Entry>
    @exclusivity(unchecked) private var capacity: Int
    /// Entries in the heap.
    @exclusivity(unchecked) private var heapCount = 0
    private let isEarlier: (Time, Time) -> Bool
    private let isSame: (Time, Time) -> Bool

    /// True when `Time` is `Int` ticks in their natural order (the test scheduler's converter):
    /// then the radix buckets hold every entry due at or after `floor`.
    private let ticksAreIntegers: Bool
    /// Bucket 0 holds entries due at `floor` (taken from `head` on), bucket b (1...64) those
    /// whose time first differs from `floor` at bit b - 1 (times as order-keeping unsigned keys).
    @exclusivity(unchecked) private var buckets: [ContiguousArray<Entry>] = []
    @exclusivity(unchecked) private var head = 0
    /// Bit b - 1 set when bucket b (1...64) is non-empty.
    @exclusivity(unchecked) private var occupied: UInt64 = 0
    @exclusivity(unchecked) private var floor: UInt = 0
    @exclusivity(unchecked) private var bucketed = 0

    init(isEarlier: @escaping (Time, Time) -> Bool, isSame: @escaping (Time, Time) -> Bool, ticksAreIntegers: Bool = false) {
        precondition(!ticksAreIntegers || Time.self == Int.self, "integer ticks need Int times")
        self.isEarlier = isEarlier
        self.isSame = isSame
        self.ticksAreIntegers = ticksAreIntegers
        capacity = 0
        heap = Self.allocate(capacity: 0)
        if ticksAreIntegers { buckets = Array(repeating: [], count: 65) }
    }

    deinit {
        heap.deinitialize(count: heapCount)
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

    var isEmpty: Bool { heapCount == 0 && bucketed == 0 }
    /// How many entries are queued.
    var count: Int { heapCount + bucketed }

    /// The entry `pop` would return.
    var first: Entry? {
        if heapCount > 0 { return heap[0] }
        guard bucketed > 0 else { return nil }
        if head == buckets[0].count { spreadLowestBucket() }
        return buckets[0][head]
    }

    func push(_ entry: Entry) {
        if ticksAreIntegers {
            let key = Self.key(entry)
            if key >= floor {
                let bucket = bucketIndex(key)
                buckets[bucket].append(entry)
                if bucket > 0 { occupied |= 1 << UInt64(bucket - 1) }
                bucketed += 1
                return
            }
        }
        heapPush(entry)
    }

    @discardableResult
    func pop() -> Entry? {
        if heapCount > 0 { return heapPop() }
        guard bucketed > 0 else { return nil }
        if head == buckets[0].count { spreadLowestBucket() }
        let entry = buckets[0][head]
        head += 1
        bucketed -= 1
        if head == buckets[0].count {
            buckets[0].removeAll(keepingCapacity: true)
            head = 0
        }
        return entry
    }

    /// An integer tick as an unsigned key in the same order.
    @inline(__always) private static func key(_ entry: Entry) -> UInt {
        UInt(bitPattern: unsafeBitCast(entry.time, to: Int.self)) ^ (1 << (UInt.bitWidth - 1))
    }

    @inline(__always) private func bucketIndex(_ key: UInt) -> Int {
        UInt.bitWidth - (key ^ floor).leadingZeroBitCount
    }

    /// With bucket 0 used up: makes the lowest non-empty bucket's smallest time the floor and
    /// spreads that bucket over the ones below it, keeping its order.
    private func spreadLowestBucket() {
        let bucket = occupied.trailingZeroBitCount + 1
        var moving = ContiguousArray<Entry>()
        swap(&moving, &buckets[bucket])
        occupied &= ~(1 << UInt64(bucket - 1))
        buckets[0].removeAll(keepingCapacity: true)
        head = 0
        var smallest = UInt.max
        for entry in moving { smallest = min(smallest, Self.key(entry)) }
        floor = smallest
        var occupied = self.occupied
        moving.withUnsafeBufferPointer { entries in
            // The buckets through a buffer: no uniqueness check of the outer array per entry.
            buckets.withUnsafeMutableBufferPointer { buckets in
                for entry in entries {
                    let target = bucketIndex(Self.key(entry))
                    buckets[target].append(entry)
                    if target > 0 { occupied |= 1 << UInt64(target - 1) }
                }
            }
        }
        self.occupied = occupied
        moving.removeAll(keepingCapacity: true)
        swap(&moving, &buckets[bucket])
    }

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
        newHeap.moveInitialize(from: heap, count: heapCount)
        Self.deallocate(heap)
        heap = newHeap
        capacity = newCapacity
    }

    private func heapPush(_ entry: Entry) {
        if heapCount == capacity { grow() }
        // Lift a hole from the new last place while `entry` precedes the hole's parent.
        var child = heapCount
        heapCount += 1
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

    private func heapPop() -> Entry? {
        guard heapCount > 0 else { return nil }
        let top = heap.move()
        heapCount -= 1
        guard heapCount > 0 else { return top }
        // The hole at the root goes down to a leaf, taking the smallest child each level...
        var hole = 0
        while true {
            let firstChild = 4 * hole + 1
            guard firstChild < heapCount else { break }
            var best = firstChild
            var child = firstChild + 1
            let end = min(firstChild + 4, heapCount)
            while child < end {
                if precedes(heap + child, heap + best) { best = child }
                child += 1
            }
            (heap + hole).moveInitialize(from: heap + best, count: 1)
            hole = best
        }
        // ...and the last entry goes into it, lifted while it precedes the hole's parent.
        let last = heap + heapCount
        while hole > 0 {
            let parent = (hole - 1) / 4
            guard precedes(last, heap + parent) else { break }
            (heap + hole).moveInitialize(from: heap + parent, count: 1)
            hole = parent
        }
        (heap + hole).moveInitialize(from: last, count: 1)
        return top
    }

    /// Every queued entry, in no particular order.
    var entries: [Entry] {
        var all = Array(UnsafeBufferPointer(start: heap, count: heapCount))
        for (index, bucket) in buckets.enumerated() { all += bucket.dropFirst(index == 0 ? head : 0) }
        return all
    }
}
