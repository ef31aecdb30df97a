/// A binary min-heap. Not stable by itself: callers make keys unique (time, then sequence
/// number) so equal times keep their scheduling order.
///
/// `push` and `pop` are O(log n); `peek` is O(1).
struct PriorityQueue<Element> {
    private var storage: [Element] = []
    private let isHigherPriority: (Element, Element) -> Bool

    init(isHigherPriority: @escaping (Element, Element) -> Bool) {
        self.isHigherPriority = isHigherPriority
    }

    var isEmpty: Bool { storage.isEmpty }
    var count: Int { storage.count }
    var first: Element? { storage.first }

    mutating func push(_ element: Element) {
        storage.append(element)
        var child = storage.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard isHigherPriority(storage[child], storage[parent]) else { break }
            storage.swapAt(child, parent)
            child = parent
        }
    }

    @discardableResult
    mutating func pop() -> Element? {
        guard !storage.isEmpty else { return nil }
        if storage.count == 1 { return storage.removeLast() }
        let top = storage[0]
        storage[0] = storage.removeLast()
        var parent = 0
        let count = storage.count
        while true {
            let left = 2 * parent + 1
            guard left < count else { break }
            let right = left + 1
            var best = left
            if right < count, isHigherPriority(storage[right], storage[left]) { best = right }
            guard isHigherPriority(storage[best], storage[parent]) else { break }
            storage.swapAt(best, parent)
            parent = best
        }
        return top
    }

    var elements: [Element] { storage }
}
