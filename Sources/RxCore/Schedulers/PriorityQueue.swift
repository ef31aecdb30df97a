/// A 4-ary min-heap keyed on (time, sequence number). Entries are plain values: the payload
/// is an index into the owner's side table, so sifting never touches (or retains) an object,
/// and four children share a cache line, which halves the depth of a binary heap.
///
/// `push` and `pop` are O(log n); `first` is O(1). Equal times pop in sequence order, so
/// work scheduled for the same tick runs in the order it was scheduled.
struct PriorityQueue<Time> {
    struct Entry {
        let time: Time
        let sequence: Int
        let slot: Int
    }

    private var storage: ContiguousArray<Entry> = []
    private let isEarlier: (Time, Time) -> Bool
    private let isSame: (Time, Time) -> Bool

    init(isEarlier: @escaping (Time, Time) -> Bool, isSame: @escaping (Time, Time) -> Bool) {
        self.isEarlier = isEarlier
        self.isSame = isSame
    }

    var isEmpty: Bool { storage.isEmpty }
    var count: Int { storage.count }
    var first: Entry? { storage.first }

    @inline(__always) private func precedes(_ lhs: Int, _ rhs: Int) -> Bool {
        // Read the keys only: copying a whole entry would retain its payload.
        storage.withUnsafeBufferPointer { buffer in
            let lhsTime = buffer[lhs].time, rhsTime = buffer[rhs].time
            if isEarlier(lhsTime, rhsTime) { return true }
            return isSame(lhsTime, rhsTime) && buffer[lhs].sequence < buffer[rhs].sequence
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
