extension ObservableType {
    /// Splits the elements into groups by key: the first element of a new key emits a
    /// `GroupedObservable` for that key (before the element itself goes into the group).
    ///
    ///     --1--2--3--4--|
    ///     groupBy { $0 % 2 }
    ///     --a--b--------|     a (key 1): --1-----3-----|
    ///                         b (key 0):    --2-----4--|
    ///
    /// Each group is a hot sequence: it only shows elements arriving while it is subscribed
    /// (a group subscribed after the end only gets the terminal event). Completion and errors
    /// reach every group first, then the outer sequence. As in RxSwift, the source stays
    /// subscribed while the outer sequence or any group is still subscribed. A throwing key
    /// selector ends the groups and the outer sequence with its error.
    public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key, file: StaticString = #fileID, line: UInt = #line) -> Observable<GroupedObservable<Key, Element>> {
        let source = asObservable()
        return Observable.produce("groupBy", file: file, line: line) { sink in
            let traceScope = Trace.scope()
            let subscription = SingleAssignmentDisposable()
            let refCount = RefCountDisposable(disposable: subscription)
            var groups: [Key: PublishSubject<Element>] = [:]

            func finish(_ event: Event<GroupedObservable<Key, Element>>, groupsGet groupEvent: Event<Element>) {
                for group in groups.values { group.on(groupEvent) }
                sink.on(event)
                subscription.dispose()
            }

            subscription.setDisposable(source.subscribeEvents { event in
                switch event {
                case .next(let element):
                    let key: Key
                    do { key = try keySelector(element) } catch {
                        finish(.error(error), groupsGet: .error(error))
                        return
                    }
                    if let group = groups[key] {
                        group.on(.next(element))
                    } else {
                        let group = PublishSubject<Element>()
                        groups[key] = group
                        let groupSource = TracedInner.wrap(GroupSubject(subject: group, refCount: refCount), scope: traceScope,
                                                           name: "group \(key)", file: file, line: line)
                        sink.onNext(GroupedObservable(key: key, source: groupSource))
                        group.on(.next(element))
                    }
                case .error(let error):
                    finish(.error(error), groupsGet: .error(error))
                case .completed:
                    finish(.completed, groupsGet: .completed)
                }
            })
            return refCount
        }
    }
}

/// A group emitted by `groupBy`: the elements sharing `key`.
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key every element of this group maps to.
    public let key: Key
    private let source: Observable<Element>

    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        source.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> { source }
}

/// One group's subject, holding a reference on the source subscription while subscribed.
/// Subscribing is immediate (not through the trampoline), as in RxSwift: a group subscribed
/// from the outer `onNext` sees the element that opened it.
private final class GroupSubject<Element>: Observable<Element> {
    private let subject: PublishSubject<Element>
    private let refCount: RefCountDisposable

    init(subject: PublishSubject<Element>, refCount: RefCountDisposable) {
        self.subject = subject
        self.refCount = refCount
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let release = refCount.retain()
        return Disposables.create(release, subject.subscribe(observer))
    }
}
