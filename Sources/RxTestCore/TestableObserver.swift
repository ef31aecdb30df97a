import RxCore

/// Records every event it receives, stamped with the scheduler's clock.
public final class TestableObserver<Element>: ObserverType {
    public unowned let scheduler: TestScheduler
    public private(set) var events: [Recorded<Event<Element>>] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    public func on(_ event: Event<Element>) {
        events.append(Recorded(time: scheduler.clock, value: event))
    }
}
