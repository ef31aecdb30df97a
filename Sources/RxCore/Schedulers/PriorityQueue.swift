/// A 4-ary min-heap keyed on (time, sequence number). Entries are plain values: the payload
/// is an index into the owner's side table, so sifting never touches (or retains) an object,
/// and four children share a cache line, which halves the depth of a binary heap.
///
/// `push` and `pop` are O(log n); `first` is O(1). Equal times pop in sequence order, so
/// work scheduled for the same tick runs in the order it was scheduled.
struct PriorityQueue<Time> {
    /// 16 bytes for an `Int` time: the sequence number (high bits) and the slot (low
    /// bits) share one word, so four children fill one cache line.
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

    private var storage: ContiguousArray<Entry> = []
    private let isEarlier: (Time, Time) -> Bool
    private let isSame: (Time, Time) -> Bool

    /// True when `Time` is `Int` ticks in their natural order (the test scheduler's converter).
    private let ticksAreIntegers: Bool

    init(isEarlier: @escaping (Time, Time) -> Bool, isSame: @escaping (Time, Time) -> Bool, ticksAreIntegers: Bool = false) {
        precondition(!ticksAreIntegers || Time.self == Int.self, "integer ticks need Int times")
        self.isEarlier = isEarlier
        self.isSame = isSame
        self.ticksAreIntegers = ticksAreIntegers
    }

    var isEmpty: Bool { storage.isEmpty }
    var count: Int { storage.count }
    var first: Entry? { storage.first }

    @inline(__always) private func precedes(_ lhs: Int, _ rhs: Int) -> Bool {
        // Read the keys only: copying a whole entry would retain its payload.
        storage.withUnsafeBufferPointer { buffer in
            if ticksAreIntegers {
                // The test scheduler's ticks: compare directly instead of through the
                // converter's closures (same order; the closures cost a third of the time).
                let lhsTime = unsafeBitCast(buffer[lhs].time, to: Int.self)
                let rhsTime = unsafeBitCast(buffer[rhs].time, to: Int.self)
                return lhsTime < rhsTime || (lhsTime == rhsTime && buffer[lhs].orderKey < buffer[rhs].orderKey)
            }
            let lhsTime = buffer[lhs].time, rhsTime = buffer[rhs].time
            if isEarlier(lhsTime, rhsTime) { return true }
            return isSame(lhsTime, rhsTime) && buffer[lhs].orderKey < buffer[rhs].orderKey
        }
    }

    mutating func push(_ entry: Entry) {
        storage.append(entry)
        var child = storage.count - 1
        while child > 0 {
            let parent = (child - 1) / 4
            guard precedes(child, parent) else { break }
            storage.swapAt(child, parent)
            child = parent
        }
    }

    @discardableResult
    mutating func pop() -> Entry? {
        guard let last = storage.popLast() else { return nil }
        guard !storage.isEmpty else { return last }
        let top = storage[0]
        storage[0] = last
        var parent = 0
        let count = storage.count
        while true {
            let firstChild = 4 * parent + 1
            guard firstChild < count else { break }
            var best = firstChild
            var child = firstChild + 1
            let end = min(firstChild + 4, count)
            while child < end {
                if precedes(child, best) { best = child }
                child += 1
            }
            guard precedes(best, parent) else { break }
            storage.swapAt(best, parent)
            parent = best
        }
        return top
    }

    var entries: [Entry] { Array(storage) }
}
