import XCTest
import RxCore
import RxTest

private enum TimeTestError: Error { case boom }

final class ObservableObserveOnTests: XCTestCase {
    /// The document's fact: on the test scheduler, `observe(on:)` delivers one tick later.
    func testObserveOn_AddsOneTickOnTheTestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .completed(231)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    /// Events queued while one is pending go out one scheduled step (one tick) apart.
    func testObserveOn_ABurstComesOutOneTickApart() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(211, 3), .completed(211)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(212, 2), .next(213, 3), .completed(214)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 211)])
    }

    func testObserveOn_ErrorIsQueuedLikeAnyEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TimeTestError.boom)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .error(221, TimeTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testObserveOn_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testObserveOn_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.completed(251)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    /// Disposed on the tick of an element: the element was queued but is never delivered.
    func testObserveOn_DisposeDropsQueuedEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(205, 1), .next(210, 2)])
        let res = scheduler.start(disposed: 210) { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(206, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testObserveOn_ImmediateSchedulerDeliversInPlace() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.observe(on: ImmediateScheduler.instance) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
    }

    func testObserveOn_SerialQueueKeepsOrder() {
        let queue = SerialDispatchQueueScheduler(qos: .default)
        let done = expectation(description: "completed")
        var values: [Int] = []
        let subscription = Observable.range(start: 0, count: 100).observe(on: queue).subscribe(
            onNext: { values.append($0) },
            onCompleted: { done.fulfill() }
        )
        wait(for: [done], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(values, Array(0..<100))
    }

    /// A source that emits every tick keeps one event always pending: each still comes
    /// out exactly one tick late.
    func testObserveOn_SteadyStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 500) {
            Observable<Int>.interval(.seconds(1), scheduler: scheduler).observe(on: scheduler)
        }
        XCTAssertEqual(res.events, (0...297).map { Recorded.next(202 + $0, $0) })
    }

    func testObserveOn_ReleasesEverythingWhenDone() {
        let before = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            _ = Observable.of(1, 2, 3).observe(on: scheduler).subscribe()
            _ = Observable<Int>.error(TimeTestError.boom).observe(on: scheduler).subscribe(onError: { _ in })
            scheduler.start()
        }
        XCTAssertEqual(Resources.total, before)
    }
}

final class ObservableSubscribeOnTests: XCTestCase {
    /// Subscribing and disposing each happen one tick later, on the scheduler.
    func testSubscribeOn_SubscribesAndDisposesOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        var subscribedAt = 0, disposedAt = 0
        let xs = Observable<Int>.create { _ in
            subscribedAt = scheduler.clock
            return Disposables.create { disposedAt = scheduler.clock }
        }
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(subscribedAt, 201)
        XCTAssertEqual(disposedAt, 1001)
    }

    func testSubscribeOn_Completed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(300)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    func testSubscribeOn_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(300, TimeTestError.boom)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.error(300, TimeTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    func testSubscribeOn_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 1001)])
    }

    func testSubscribeOn_DisposedBeforeSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2)])
        let res = scheduler.start(disposed: 200) { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testSubscribeOn_ReleasesEverythingWhenDone() {
        let before = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            _ = Observable<Int>.just(1).subscribe(on: scheduler).subscribe()
            _ = Observable<Int>.error(TimeTestError.boom).subscribe(on: scheduler).subscribe(onError: { _ in })
            scheduler.start()
        }
        XCTAssertEqual(Resources.total, before)
    }
}

extension ObservableSubscribeOnTests {
    /// RxSwift 6 spellings of the time operators compile unchanged against real schedulers.
    func testRxSwiftSpellingsCompile() {
        let main = MainScheduler.instance
        let background = ConcurrentDispatchQueueScheduler(qos: .background)
        let source = Observable<Int>.never()
        let chains: [Observable<Int>] = [
            source.observe(on: main).subscribe(on: background),
            source.debounce(.milliseconds(300), scheduler: main),
            source.throttle(.milliseconds(300), scheduler: main),
            source.throttle(.seconds(1), latest: false, scheduler: main),
            source.sample(Observable<Int>.interval(.seconds(1), scheduler: main)),
            source.sample(Observable<Int>.never(), defaultValue: 0),
            source.delay(.seconds(1), scheduler: main),
            source.delaySubscription(.seconds(1), scheduler: main),
            source.timeout(.seconds(1), scheduler: main),
            source.timeout(.seconds(1), other: Observable.just(1), scheduler: main),
            source.take(for: .seconds(1), scheduler: main),
            source.buffer(timeSpan: .seconds(1), count: 3, scheduler: main).map { $0.count },
            source.window(timeSpan: .seconds(1), count: 3, scheduler: main).map { _ in 0 },
        ]
        chains.forEach { $0.subscribe().dispose() }
    }
}
