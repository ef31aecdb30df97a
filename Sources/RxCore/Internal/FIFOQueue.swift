/// A first-in first-out buffer with amortised O(1) operations, for operators that hold
/// elements, events or sources back (merge's waiting inners, zip's unpaired elements,
/// delay's and observe(on:)'s pending events). A queue that never empties (a steady
/// stream) is compacted, so it never grows beyond twice what it holds.
struct FIFOQueue<Value> {
    private var items: [Value] = []
    private var head = 0

    var isEmpty: Bool { head == items.count }

    /// The oldest value, if any. O(1).
    var first: Value? { head < items.count ? items[head] : nil }

    mutating func enqueue(_ value: Value) {
        items.append(value)
    }

    /// The oldest value; the queue must not be empty. Amortised O(1).
    mutating func dequeue() -> Value {
        let value = items[head]
        head += 1
        if head == items.count {
            items.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 32, head * 2 >= items.count {
            items.removeFirst(head)
            head = 0
        }
        return value
    }

    /// The oldest value, removed, or nil when empty.
    mutating func popFirst() -> Value? {
        isEmpty ? nil : dequeue()
    }
}
