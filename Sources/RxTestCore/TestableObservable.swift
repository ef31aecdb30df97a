import RxCore

/// A scripted source that remembers who subscribed when.
public class TestableObservable<Element>: ObservableType {
    public unowned let scheduler: TestScheduler
    /// The script: absolute times for hot sources, offsets for cold ones.
    public let recordedEvents: [Recorded<Event<Element>>]
    /// One entry per subscription; its end is set when it is disposed.
    public internal(set) var subscriptions: [Subscription] = []

    /// Where the test created it, for `Trace` rows.
    let file: StaticString
    let line: UInt

    init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>], file: StaticString = #fileID, line: UInt = #line) {
        self.scheduler = scheduler
        self.recordedEvents = recordedEvents
        self.file = file
        self.line = line
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let observer = AnyObserver(observer)
        guard Trace.current == nil else {
            return Trace.subscribe(name: traceName, file: file, line: line, observer: observer) { self.subscribeScripted($0) }
        }
        return subscribeScripted(observer)
    }

    var traceName: String { "" }

    func subscribeScripted(_ observer: AnyObserver<Element>) -> Disposable {
        fatalError("HotObservable and ColdObservable override subscribeScripted(_:)")
    }

    func recordSubscription() -> Int {
        subscriptions.append(Subscription(scheduler.clock))
        return subscriptions.count - 1
    }

    func recordUnsubscription(_ index: Int) {
        let existing = subscriptions[index]
        subscriptions[index] = Subscription(existing.subscribe, scheduler.clock)
    }
}

/// Delivers its events at absolute times to whoever is subscribed at that moment.
final class HotObservable<Element>: TestableObservable<Element> {
    private var observers: [Int: AnyObserver<Element>] = [:]
    private var order: [Int] = []
    private var nextKey = 0

    override init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>], file: StaticString, line: UInt) {
        super.init(scheduler: scheduler, recordedEvents: recordedEvents, file: file, line: line)
        for recorded in recordedEvents {
            scheduler.scheduleAt(recorded.time) {
                for key in self.order {
                    if let observer = self.observers[key] { deliver(recorded.value, to: observer) }
                }
            }
        }
    }

    override var traceName: String { "hot" }

    override func subscribeScripted(_ observer: AnyObserver<Element>) -> Disposable {
        let key = nextKey
        nextKey += 1
        observers[key] = observer
        order.append(key)
        let index = recordSubscription()
        // Strong, as in RxSwift: a subscription keeps its source alive.
        return Disposables.create {
            self.observers[key] = nil
            self.order.removeAll { $0 == key }
            self.recordUnsubscription(index)
        }
    }
}

/// Replays its events for each subscriber, at offsets from that subscriber's subscription.
final class ColdObservable<Element>: TestableObservable<Element> {
    override var traceName: String { "cold" }

    override func subscribeScripted(_ observer: AnyObserver<Element>) -> Disposable {
        let index = recordSubscription()
        let cancelled = BooleanDisposable()
        for recorded in recordedEvents {
            _ = scheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                if !cancelled.isDisposed { deliver(recorded.value, to: observer) }
                return Disposables.create()
            }
        }
        return Disposables.create {
            cancelled.dispose()
            self.recordUnsubscription(index)
        }
    }
}

/// `observer.on(event)`, a `next` through the observer's element path (`AnyObserver.onNext`:
/// no `Event` handed through memory to an operator that takes elements apart).
private func deliver<Element>(_ event: Event<Element>, to observer: AnyObserver<Element>) {
    if case .next(let element) = event { observer.onNext(element) } else { observer.on(event) }
}
