import XCTest
import RxCore
import RxTest

private enum ShareTestError: Error { case boom }

final class ObservableShareReplayTests: XCTestCase {
    private let values: [Recorded<Event<Int>>] = [
        .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6), .next(550, 7),
    ]

    /// Observer 1 from 200 to 350, observer 2 from 300 to 400, observer 3 from 500 to 600.
    private func runThreeObservers(_ scheduler: TestScheduler, _ make: @escaping () -> Observable<Int>) -> [TestableObserver<Int>] {
        var ys: Observable<Int>!
        let observers = (0..<3).map { _ in scheduler.createObserver(Int.self) }
        var subscriptions = [Disposable?](repeating: nil, count: 3)
        scheduler.scheduleAt(100) { ys = make() }
        for (index, (start, end)) in [(200, 350), (300, 400), (500, 600)].enumerated() {
            scheduler.scheduleAt(start) { subscriptions[index] = ys.subscribe(observers[index]) }
            scheduler.scheduleAt(end) { subscriptions[index]?.dispose() }
        }
        scheduler.start()
        return observers
    }

    func testDefaultsShareWithoutReplayWhileConnected() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(values)
        let res = runThreeObservers(scheduler) { xs.share() }
        XCTAssertEqual(res[0].events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6)])
        XCTAssertEqual(res[1].events, [.next(320, 6)])
        XCTAssertEqual(res[2].events, [.next(550, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400), Subscription(500, 600)])
    }

    func testWhileConnected_ReplayIsForgottenWhenTheLastObserverLeaves() {
        for replay in 0..<5 {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(values)
            let res = runThreeObservers(scheduler) { xs.share(replay: replay, scope: .whileConnected) }
            let replayed = (0..<replay).map { Recorded.next(300, 6 - replay + $0) }
            XCTAssertEqual(res[1].events, replayed + [.next(320, 6)], "replay \(replay)")
            XCTAssertEqual(res[2].events, [.next(550, 7)], "replay \(replay)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 400), Subscription(500, 600)], "replay \(replay)")
        }
    }

    func testForever_ReplayOutlivesTheConnection() {
        for replay in 0..<5 {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(values)
            let res = runThreeObservers(scheduler) { xs.share(replay: replay, scope: .forever) }
            XCTAssertEqual(res[1].events, (0..<replay).map { Recorded.next(300, 6 - replay + $0) } + [.next(320, 6)], "replay \(replay)")
            XCTAssertEqual(res[2].events, (0..<replay).map { Recorded.next(500, 7 - replay + $0) } + [.next(550, 7)], "replay \(replay)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 400), Subscription(500, 600)], "replay \(replay)")
        }
    }

    /// A source that ends at 330 (then, ill-formed, goes on: -1 at 340, 7 at 550) and
    /// observers that resubscribe from inside the terminal event.
    private struct Resubscribing {
        let first, firstAgain, second, secondAgain, third: TestableObserver<Int>
        let source: TestableObservable<Int>
    }

    private func runResubscribing(ending: Recorded<Event<Int>>, _ make: @escaping (TestableObservable<Int>) -> Observable<Int>) -> Resubscribing {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Array(values.dropLast()) + [ending, .next(340, -1), .next(550, 7)])
        var ys: Observable<Int>!
        var s1: Disposable!, s2: Disposable!, s3: Disposable!
        let r1 = scheduler.createObserver(Int.self), r1Again = scheduler.createObserver(Int.self)
        let r2 = scheduler.createObserver(Int.self), r2Again = scheduler.createObserver(Int.self)
        let r3 = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = make(xs) }
        scheduler.scheduleAt(200) {
            s1 = ys.subscribe { event in
                r1.on(event)
                if event.isStopEvent { s1 = ys.subscribe(r1Again) }
            }
        }
        scheduler.scheduleAt(300) {
            s2 = ys.subscribe { event in
                r2.on(event)
                if event.isStopEvent { s2 = ys.subscribe(r2Again) }
            }
        }
        scheduler.scheduleAt(350) { s1.dispose() }
        scheduler.scheduleAt(400) { s2.dispose() }
        scheduler.scheduleAt(500) { s3 = ys.subscribe(r3) }
        scheduler.scheduleAt(600) { s3.dispose() }
        scheduler.start()
        return Resubscribing(first: r1, firstAgain: r1Again, second: r2, secondAgain: r2Again, third: r3, source: xs)
    }

    func testForever_TerminalEventIsReplayedAndTheSourceNeverResubscribed() {
        for ending in [Recorded<Event<Int>>.error(330, ShareTestError.boom), .completed(330)] {
            for replay in 0..<5 {
                let r = runResubscribing(ending: ending) { $0.share(replay: replay, scope: .forever) }
                let terminal = ending.value
                XCTAssertEqual(r.first.events, Array(values.prefix(6)) + [ending], "replay \(replay)")
                let replayedAt330 = (0..<replay).map { Recorded.next(330, 7 - replay + $0) }
                XCTAssertEqual(r.firstAgain.events, replayedAt330 + [Recorded(time: 330, value: terminal)], "replay \(replay)")
                XCTAssertEqual(r.secondAgain.events, replayedAt330 + [Recorded(time: 330, value: terminal)], "replay \(replay)")
                XCTAssertEqual(r.second.events, (0..<replay).map { Recorded.next(300, 6 - replay + $0) } + [.next(320, 6), ending], "replay \(replay)")
                XCTAssertEqual(r.third.events, (0..<replay).map { Recorded.next(500, 7 - replay + $0) } + [Recorded(time: 500, value: terminal)], "replay \(replay)")
                XCTAssertEqual(r.source.subscriptions, [Subscription(200, 330)], "replay \(replay)")
            }
        }
    }

    func testWhileConnected_TerminalEventEndsTheConnectionAndTheNextObserverStartsAnother() {
        for ending in [Recorded<Event<Int>>.error(330, ShareTestError.boom), .completed(330)] {
            for replay in 0..<5 {
                let r = runResubscribing(ending: ending) { $0.share(replay: replay, scope: .whileConnected) }
                XCTAssertEqual(r.first.events, Array(values.prefix(6)) + [ending], "replay \(replay)")
                XCTAssertEqual(r.firstAgain.events, [.next(340, -1)], "replay \(replay)")
                XCTAssertEqual(r.secondAgain.events, [.next(340, -1)], "replay \(replay)")
                XCTAssertEqual(r.second.events, (0..<replay).map { Recorded.next(300, 6 - replay + $0) } + [.next(320, 6), ending], "replay \(replay)")
                XCTAssertEqual(r.third.events, [.next(550, 7)], "replay \(replay)")
                XCTAssertEqual(r.source.subscriptions, [Subscription(200, 330), Subscription(330, 400), Subscription(500, 600)], "replay \(replay)")
            }
        }
    }

    /// The document's example: a timer shared with `share(replay: 1)` by two observers is
    /// subscribed once and disposed once; the late observer gets the latest element at once.
    func testIntervalSharedByTwoObserversIsSubscribedOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        var subscribed = 0, disposed = 0
        let ticks = Observable<Int>.create { observer in
            subscribed += 1
            let timer = Observable<Int>.interval(.seconds(10), scheduler: scheduler).subscribe(observer)
            return Disposables.create {
                disposed += 1
                timer.dispose()
            }
        }
        let shared = ticks.share(replay: 1)
        let a = scheduler.createObserver(Int.self)
        let b = scheduler.createObserver(Int.self)
        var da: Disposable!, db: Disposable!
        scheduler.scheduleAt(200) { da = shared.subscribe(a) }
        scheduler.scheduleAt(235) { db = shared.subscribe(b) }
        scheduler.scheduleAt(260) { da.dispose() }
        scheduler.scheduleAt(300) { db.dispose() }
        scheduler.start()
        XCTAssertEqual(a.events, (0...4).map { Recorded.next(210 + 10 * $0, $0) })
        XCTAssertEqual(b.events, [.next(235, 2)] + (3...8).map { Recorded.next(210 + 10 * $0, $0) })
        XCTAssertEqual(subscribed, 1)
        XCTAssertEqual(disposed, 1)
    }

    /// Without sharing, each observer runs its own timer.
    func testIntervalWithoutShareIsSubscribedPerObserver() {
        let scheduler = TestScheduler(initialClock: 0)
        var subscribed = 0
        let ticks = Observable<Int>.deferred {
            subscribed += 1
            return Observable<Int>.interval(.seconds(10), scheduler: scheduler)
        }
        scheduler.scheduleAt(200) { _ = ticks.subscribe() }
        scheduler.scheduleAt(235) { _ = ticks.subscribe() }
        scheduler.advanceTo(300)
        XCTAssertEqual(subscribed, 2)
    }

    func testShareReplay1_Never_Empty_Error_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let never = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])
        XCTAssertEqual(scheduler.start { never.share(replay: 1) }.events, [])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])

        let s2 = TestScheduler(initialClock: 0)
        let empty2 = s2.createHotObservable([.next(150, 1), .completed(250, Int.self)])
        XCTAssertEqual(s2.start { empty2.share(replay: 1) }.events, [.completed(250)])
        XCTAssertEqual(empty2.subscriptions, [Subscription(200, 250)])

        let s3 = TestScheduler(initialClock: 0)
        let failing = s3.createHotObservable([.next(210, 1), .error(250, ShareTestError.boom)])
        XCTAssertEqual(s3.start { failing.share(replay: 1) }.events, [.next(210, 1), .error(250, ShareTestError.boom)])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 250)])

        let s4 = TestScheduler(initialClock: 0)
        let long = s4.createHotObservable([.next(210, 1), .next(260, 2)])
        XCTAssertEqual(s4.start(disposed: 250) { long.share(replay: 1) }.events, [.next(210, 1)])
        XCTAssertEqual(long.subscriptions, [Subscription(200, 250)])
    }

    /// `share()` adds the observer first and subscribes the source after: a source that
    /// emits while being subscribed reaches that first observer.
    func testSynchronousSourceReachesTheFirstObserver() {
        let shared = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            return Disposables.create()
        }.share(replay: 1)
        var first: [Int] = [], second: [Int] = []
        _ = shared.subscribe(onNext: { first.append($0) })
        _ = shared.subscribe(onNext: { second.append($0) })
        XCTAssertEqual(first, [1, 2])
        XCTAssertEqual(second, [2])
    }

    func testReleasesEverythingWhenDone() {
        let before = Resources.total
        do {
            for replay in 0..<3 {
                for scope in [SubjectLifetimeScope.whileConnected, .forever] {
                    _ = Observable.of(1, 2).share(replay: replay, scope: scope).subscribe()
                    _ = Observable<Int>.error(ShareTestError.boom).share(replay: replay, scope: scope).subscribe(onError: { _ in })
                }
            }
        }
        XCTAssertEqual(Resources.total, before)
    }

    /// The picture in the doc comment.
    func testShare_DocExample() {
        let scheduler = TestScheduler(initialClock: 0)
        let ticks = Observable<Int>.interval(.seconds(3), scheduler: scheduler).share(replay: 1)
        let a = scheduler.createObserver(Int.self), b = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(0) { _ = ticks.subscribe(a) }
        scheduler.scheduleAt(7) { _ = ticks.subscribe(b) }
        scheduler.advanceTo(13)
        XCTAssertEqual(a.events, [.next(3, 0), .next(6, 1), .next(9, 2), .next(12, 3)])
        XCTAssertEqual(b.events, [.next(7, 1), .next(9, 2), .next(12, 3)])
    }
}

/// share(replay: 1, scope: .whileConnected) replays outside its lock (RxSwift #2653).
final class ShareReplayLockTests: XCTestCase {
    func testReplayToANewObserverDoesNotHoldTheLock() {
        let source = PublishSubject<Int>()
        let shared = source.share(replay: 1, scope: .whileConnected)
        let first = shared.subscribe()
        source.onNext(1)
        // Written on another thread, read after the semaphore: a box keeps that visible.
        final class Received: @unchecked Sendable { var elements: [Int] = [] }
        let fromOtherThread = Received()
        var replayed: [Int] = []
        let second = shared.subscribe(onNext: { element in
            replayed.append(element)
            // While receiving its replay, this observer waits for a subscription made on
            // another thread: with the lock held during the replay, that would never finish.
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                let third = shared.subscribe(onNext: { fromOtherThread.elements.append($0) })
                third.dispose()
                done.signal()
            }
            XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        })
        XCTAssertEqual(replayed, [1])
        XCTAssertEqual(fromOtherThread.elements, [1])
        second.dispose()
        first.dispose()
    }

    func testReplayAndLiveElementsTickByTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let shared = xs.share(replay: 1, scope: .whileConnected)
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(early) }
        scheduler.scheduleAt(250) { _ = shared.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(210, 1), .next(260, 2), .completed(300)])
        XCTAssertEqual(late.events, [.next(250, 1), .next(260, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
