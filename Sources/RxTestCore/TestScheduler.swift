import Foundation
@_spi(RxTest) import RxCore

/// Virtual time is counted in ticks.
public typealias TestTime = Int

/// A virtual clock for tests, lessons and exercises, shaped like RxTest's.
///
/// Work an operator schedules "now" runs one tick later (the processing delay), so
/// `of(1, 2, 3, scheduler: s)` subscribed at 200 emits at 201, 202, 203 and completes at 204.
/// `scheduleAt`, hot events and cold offsets get no delay.
public class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter> {
    /// The times `start { }` uses unless told otherwise.
    public enum Defaults {
        public static let created = 100
        public static let subscribed = 200
        public static let disposed = 1000
    }

    private let simulateProcessingDelay: Bool
    /// Seconds per tick.
    public let resolution: Double

    /// - Parameters:
    ///   - resolution: seconds per tick; intervals become `Int(seconds / resolution + 0.5)` ticks.
    ///   - simulateProcessingDelay: when true, work scheduled at or before `clock` runs at `clock + 1`.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        self.simulateProcessingDelay = simulateProcessingDelay
        self.resolution = resolution
        super.init(initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    }

    /// Events delivered at absolute times to whoever is subscribed then.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>], file: StaticString = #fileID, line: UInt = #line) -> TestableObservable<Element> {
        HotObservable(scheduler: self, recordedEvents: events, file: file, line: line)
    }

    /// Events replayed for each subscriber at offsets from its subscription time.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>], file: StaticString = #fileID, line: UInt = #line) -> TestableObservable<Element> {
        ColdObservable(scheduler: self, recordedEvents: events, file: file, line: line)
    }

    /// An observer that records every event with the clock at which it arrived.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Runs `action` at `time` exactly (a time in the past runs at the current clock).
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        schedulePlainAction(at: time, action)
    }

    public override func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : time
    }

    /// Creates the sequence at `created`, subscribes at `subscribed`, disposes at `disposed`,
    /// runs the clock until no work is left, and returns what the subscriber saw.
    public func start<Element, Output: ObservableConvertibleType>(
        created: TestTime, subscribed: TestTime, disposed: TestTime,
        create: @escaping () -> Output
    ) -> TestableObserver<Element> where Output.Element == Element {
        var source: Observable<Element>?
        var subscription: Disposable?
        let observer = createObserver(Element.self)
        scheduleAt(created) { source = create().asObservable() }
        scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
        scheduleAt(disposed) { subscription?.dispose() }
        start()
        return observer
    }

    /// `start` with creation at 100 and subscription at 200.
    public func start<Element, Output: ObservableConvertibleType>(
        disposed: TestTime, create: @escaping () -> Output
    ) -> TestableObserver<Element> where Output.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// `start` with creation at 100, subscription at 200 and disposal at 1000.
    public func start<Element, Output: ObservableConvertibleType>(
        _ create: @escaping () -> Output
    ) -> TestableObserver<Element> where Output.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed, create: create)
    }
}
