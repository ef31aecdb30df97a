/// The observers of a subject or a shared connection, in delivery order.
///
/// Delivery order follows RxSwift's `Bag`: the first slot is delivered first, the rest in
/// subscription order; when the first slot frees up, the next subscriber takes it again.
/// `handlers` is a contiguous array: a caller copies it under its lock (one retain, no
/// allocation) and delivers to that snapshot outside the lock. Inserting or removing an
/// observer while a snapshot is out copies the array once; delivering never does.
/// Each handler is the observer's `AnyObserver`, so a `next` reaches an observer that takes
/// elements apart (`subscribe(onNext:)`, the operators) without an `Event` in between.
@usableFromInline
struct ObserverList<Element> {
    @usableFromInline typealias Handler = AnyObserver<Element>

    @usableFromInline private(set) var handlers = ContiguousArray<Handler>()
    private var keys = ContiguousArray<Int>()
    private var nextKey = 0
    private var firstSlotTaken = false

    @usableFromInline init() {}

    var count: Int { handlers.count }
    @usableFromInline var isEmpty: Bool { handlers.isEmpty }

    /// Adds an observer; O(1), or O(n) when it takes the free first slot.
    mutating func insert(_ handler: Handler) -> Int {
        let key = nextKey
        nextKey &+= 1
        if firstSlotTaken {
            handlers.append(handler)
            keys.append(key)
        } else {
            handlers.insert(handler, at: 0)
            keys.insert(key, at: 0)
            firstSlotTaken = true
        }
        return key
    }

    /// Removes the observer for `key`; false when it was already gone. O(n).
    @discardableResult
    mutating func remove(_ key: Int) -> Bool {
        guard let index = keys.firstIndex(of: key) else { return false }
        if index == 0, firstSlotTaken { firstSlotTaken = false }
        handlers.remove(at: index)
        keys.remove(at: index)
        return true
    }

    @usableFromInline mutating func removeAll() {
        handlers = []
        keys = []
        firstSlotTaken = false
    }
}

/// Delivers `event` to each observer of a snapshot, in order; a `next` as its element alone
/// (`AnyObserver.onNext`). Indexing the immutable snapshot lets the compiler call each
/// closure without retaining it (a `for-in` over the array retains and releases every
/// element: twice the cost per delivery).
@inlinable @inline(__always)
func dispatch<Element>(_ handlers: ContiguousArray<AnyObserver<Element>>, _ event: Event<Element>) {
    if case .next(let element) = event {
        for index in 0..<handlers.count { handlers[index].onNext(element) }
    } else {
        for index in 0..<handlers.count { handlers[index].on(event) }
    }
}

/// The handler a subject stores for an observer: the observer itself when it is an
/// `AnyObserver` (its closures, so delivery is a single indirect call), else erased.
@inline(__always)
func eventHandler<Observer: ObserverType>(_ observer: Observer) -> AnyObserver<Observer.Element> {
    AnyObserver(observer)
}

/// Owners of an `ObserverList` that can drop one observer.
protocol SynchronizedUnsubscribeType: AnyObject {
    func synchronizedUnsubscribe(_ key: Int)
}

/// What `subscribe` on a subject returns: disposing it removes the one observer. It holds
/// its owner weakly and fits in an existential's inline buffer, so it costs no allocation.
struct SubscriptionDisposable: Disposable {
    private weak var owner: (any SynchronizedUnsubscribeType)?
    private let key: Int

    init(owner: any SynchronizedUnsubscribeType, key: Int) {
        self.owner = owner
        self.key = key
    }

    func dispose() {
        owner?.synchronizedUnsubscribe(key)
    }
}
