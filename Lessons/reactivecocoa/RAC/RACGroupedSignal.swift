import RxCore

/// One group of `groupBy(_:transform:)`: a subject that remembers the key its values share.
/// Like every RACSubject it is hot: a value sent before you subscribe is gone.
public final class RACGroupedSignal<Key: Hashable, Value>: RACSubject<Value> {
    public let key: Key

    init(key: Key) {
        self.key = key
        let subject = PublishSubject<Value>()
        super.init(rx: subject, send: subject.on)
    }
}

extension RACSignal {
    /// RAC 2.5's `groupBy:transform:`: a signal of groups. The first value with a new key
    /// creates that key's group and sends it; then every value goes (transformed) into its
    /// group. An error or completion of the source reaches the outer signal and every group.
    public func groupBy<Key: Hashable, U>(
        _ keyBlock: @escaping (Value) -> Key,
        transform: @escaping (Value) -> U
    ) -> RACSignal<RACGroupedSignal<Key, U>> {
        RACSignal<RACGroupedSignal<Key, U>>.createSignal { subscriber in
            var groups: [Key: RACGroupedSignal<Key, U>] = [:]
            var orderedGroups: [RACGroupedSignal<Key, U>] = []
            return self.subscribeNext({ value in
                let key = keyBlock(value)
                let group: RACGroupedSignal<Key, U>
                if let existing = groups[key] {
                    group = existing
                } else {
                    group = RACGroupedSignal(key: key)
                    groups[key] = group
                    orderedGroups.append(group)
                    subscriber.sendNext(group)
                }
                group.sendNext(transform(value))
            }, error: { error in
                subscriber.sendError(error)
                orderedGroups.forEach { $0.sendError(error) }
            }, completed: {
                subscriber.sendCompleted()
                orderedGroups.forEach { $0.sendCompleted() }
            })
        }
    }
}
