import XCTest
import RxCore
import RxTest

private enum MulticastTestError: Error { case boom, bang, crash }

final class ObservableMulticastTests: XCTestCase {
    private func hotSource(_ scheduler: TestScheduler, ending: Recorded<Event<Int>> = .error(800, MulticastTestError.boom)) -> TestableObservable<Int> {
        let values = [(110, 7), (220, 3), (280, 4), (290, 1), (340, 8), (360, 5), (370, 6), (390, 7),
                      (410, 13), (430, 2), (450, 9), (520, 11), (560, 20), (570, 21), (580, 23),
                      (590, 24), (600, 25), (610, 26), (620, 27), (630, 28)]
        var events = values.map { Recorded.next($0.0, $0.1) }
        events.append(ending)
        events.sort { $0.time < $1.time }
        return scheduler.createHotObservable(events)
    }

    /// connect() opens a connection, disposing it closes it, a second connect() while open
    /// returns the same one; with `makeSubject` each connection has a fresh subject.
    private func runConnections(_ scheduler: TestScheduler, _ ys: @escaping () -> ConnectableObservable<Int>, subscribeAt: Int, source xs: TestableObservable<Int>) -> TestableObserver<Int> {
        var connectable: ConnectableObservable<Int>!
        var subscription: Disposable!
        var connection: Disposable!, inner: Disposable!, last: Disposable!
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { connectable = ys() }
        scheduler.scheduleAt(subscribeAt) { subscription = connectable.subscribe(res) }
        scheduler.scheduleAt(1000) { subscription.dispose() }
        scheduler.scheduleAt(300) { connection = connectable.connect() }
        scheduler.scheduleAt(400) { connection.dispose() }
        scheduler.scheduleAt(420) { connection = connectable.connect() }
        scheduler.scheduleAt(440) { inner = connectable.connect() }
        scheduler.scheduleAt(530) { inner.dispose() }
        scheduler.scheduleAt(575) { last = connectable.connect() }
        scheduler.scheduleAt(590) { connection.dispose() }
        scheduler.scheduleAt(621) { last.dispose() }
        scheduler.start()
        return res
    }

    func testMakeSubject_ConnectControlsTheSourceSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hotSource(scheduler)
        let res = runConnections(scheduler, { xs.multicast(makeSubject: { ReplaySubject.create(bufferSize: 3) }) }, subscribeAt: 405, source: xs)
        // The first connection's subject was dropped at 400: nothing is replayed at 405.
        XCTAssertEqual(res.events, [.next(430, 2), .next(450, 9), .next(520, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 400), Subscription(420, 530), Subscription(575, 621)])
    }

    func testMakeSubject_SubscribeDuringAConnectionGetsTheReplay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hotSource(scheduler)
        let res = runConnections(scheduler, { xs.multicast(makeSubject: { ReplaySubject.create(bufferSize: 1) }) }, subscribeAt: 470, source: xs)
        XCTAssertEqual(res.events, [.next(470, 9), .next(520, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 400), Subscription(420, 530), Subscription(575, 621)])
    }

    func testFixedSubject_KeepsItsBufferAcrossConnections() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hotSource(scheduler)
        let res = runConnections(scheduler, { xs.multicast(ReplaySubject.create(bufferSize: 3)) }, subscribeAt: 405, source: xs)
        XCTAssertEqual(res.events, [
            .next(405, 5), .next(405, 6), .next(405, 7), .next(430, 2), .next(450, 9), .next(520, 11),
            .next(580, 23), .next(590, 24), .next(600, 25), .next(610, 26), .next(620, 27),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 400), Subscription(420, 530), Subscription(575, 621)])
    }

    /// A terminal event ends the connection before it reaches the subject: an observer that
    /// reconnects on completion gets a new connection at once.
    func testMakeSubject_ReconnectingOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hotSource(scheduler, ending: .completed(435))
        var connectable: ConnectableObservable<Int>!
        var subscription: Disposable!
        var connection: Disposable!, inner: Disposable!
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { connectable = xs.multicast(makeSubject: { ReplaySubject.create(bufferSize: 1) }) }
        scheduler.scheduleAt(405) {
            subscription = connectable.subscribe { event in
                if case .completed = event {
                    subscription = connectable.subscribe(res)
                    _ = connectable.connect()
                }
                res.on(event)
            }
        }
        scheduler.scheduleAt(1000) { subscription.dispose() }
        scheduler.scheduleAt(420) { connection = connectable.connect() }
        scheduler.scheduleAt(440) { inner = connectable.connect() }
        scheduler.scheduleAt(530) { inner.dispose() }
        scheduler.scheduleAt(590) { connection.dispose() }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(430, 2), .completed(435), .next(450, 9), .next(520, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(420, 435), Subscription(435, 530)])
    }

    func testPublish_ObserversSeeOnlyWhatFollowsTheConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(270, 3), .completed(300)])
        var connectable: ConnectableObservable<Int>!
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { connectable = xs.publish() }
        scheduler.scheduleAt(200) { _ = connectable.subscribe(early) }
        scheduler.scheduleAt(230) { _ = connectable.connect() }
        scheduler.scheduleAt(250) { _ = connectable.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(240, 2), .next(270, 3), .completed(300)])
        XCTAssertEqual(late.events, [.next(270, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 300)])
    }

    /// publish() makes a new subject for each connection (RxSwift's Multicast.swift at 6.10.2,
    /// :62 and :185-188): an observer of the first connection is left on its subject and gets
    /// nothing of the second; an observer who subscribes after the reconnect gets it.
    func testPublish_ObserverOfAnEarlierConnectionGetsNothingAfterAReconnect() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(270, 3), .next(290, 4)])
        var connectable: ConnectableObservable<Int>!
        var connection: Disposable!
        let early = scheduler.createObserver(Int.self)
        let after = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { connectable = xs.publish() }
        scheduler.scheduleAt(200) { _ = connectable.subscribe(early) }
        scheduler.scheduleAt(205) { connection = connectable.connect() }
        scheduler.scheduleAt(220) { connection.dispose() }
        scheduler.scheduleAt(250) { connection = connectable.connect() }
        scheduler.scheduleAt(260) { _ = connectable.subscribe(after) }
        scheduler.scheduleAt(300) { connection.dispose() }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(210, 1)])
        XCTAssertEqual(after.events, [.next(270, 3), .next(290, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(205, 220), Subscription(250, 300)])
    }

    func testReplay_ColdSourceReplaysTheLastN() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 5), .next(20, 9), .next(30, 11), .next(40, 20), .next(50, 22),
            .next(60, 23), .next(70, 24), .next(80, 25), .error(90, MulticastTestError.boom),
        ])
        var connectable: ConnectableObservable<Int>!
        var connection: Disposable!
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { connectable = xs.replay(3) }
        scheduler.scheduleAt(450) { _ = connectable.subscribe(res) }
        scheduler.scheduleAt(400) { connection = connectable.connect() }
        scheduler.scheduleAt(520) { connection.dispose() }
        scheduler.scheduleAt(650) { connection = connectable.connect() }
        scheduler.scheduleAt(700) { connection.dispose() }
        scheduler.start()
        // The subscription at 450 was queued before the cold event at 450: replay, then 22.
        XCTAssertEqual(res.events, [
            .next(450, 9), .next(450, 11), .next(450, 20), .next(450, 22),
            .next(460, 23), .next(470, 24), .next(480, 25), .error(490, MulticastTestError.boom),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(400, 490), Subscription(650, 700)])
    }

    func testReplayAll_ReplaysEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        var connectable: ConnectableObservable<Int>!
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { connectable = xs.replayAll() }
        scheduler.scheduleAt(200) { _ = connectable.connect() }
        scheduler.scheduleAt(225) { _ = connectable.subscribe(res) }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(225, 1), .next(225, 2), .next(230, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200)])
    }

    func testMulticastSelector_SharesOneSubscriptionInsideTheSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }, selector: { shared in shared.map { $0 * 10 } })
        }
        XCTAssertEqual(res.events, [.next(210, 10), .next(220, 20), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testMulticastSelector_Throws() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }, selector: { (_: Observable<Int>) -> Observable<Int> in throw MulticastTestError.bang })
        }
        XCTAssertEqual(res.events, [.error(200, MulticastTestError.bang)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testMulticastSelector_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let res = scheduler.start(disposed: 250) {
            xs.multicast({ ReplaySubject<Int>.createUnbounded() }, selector: { $0 })
        }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testRefCount_ConnectsOnFirstAndDisconnectsOnLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5),
            .next(260, 6), .next(270, 7), .next(280, 8), .next(290, 9), .completed(300),
        ])
        let shared = xs.publish().refCount()
        let observers = (0..<4).map { _ in scheduler.createObserver(Int.self) }
        var subscriptions = [Disposable?](repeating: nil, count: 4)
        for (index, (start, end)) in [(215, 235), (225, 275), (255, 265), (285, 320)].enumerated() {
            scheduler.scheduleAt(start) { subscriptions[index] = shared.subscribe(observers[index]) }
            scheduler.scheduleAt(end) { subscriptions[index]?.dispose() }
        }
        scheduler.start()
        XCTAssertEqual(observers[0].events, [.next(220, 2), .next(230, 3)])
        XCTAssertEqual(observers[1].events, [.next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6), .next(270, 7)])
        XCTAssertEqual(observers[2].events, [.next(260, 6)])
        XCTAssertEqual(observers[3].events, [.next(290, 9), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(215, 275), Subscription(285, 300)])
    }

    func testRefCount_DoesNotConnectWhenTheSubjectAlreadyTerminated() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let subject = PublishSubject<Int>()
        subject.onError(MulticastTestError.boom)
        let res = scheduler.start { xs.multicast(subject).refCount() }
        XCTAssertEqual(res.events, [.error(200, MulticastTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    /// An observer that resubscribes from inside the terminal event starts a new connection
    /// at once; the other observer of the old connection joins it.
    func testRefCount_ResubscribingOnErrorStartsANewConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .error(20, MulticastTestError.boom)])
        let xs2 = scheduler.createColdObservable([.next(10, 2), .error(30, MulticastTestError.bang)])
        let xs3 = scheduler.createColdObservable([.next(10, 3), .error(40, MulticastTestError.crash)])
        var attempts = 0
        let xs = Observable<Int>.deferred {
            defer { attempts += 1 }
            return [xs1, xs2, xs3][min(attempts, 2)].asObservable()
        }
        let shared = xs.multicast(makeSubject: { PublishSubject() }).refCount()
        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        let o3 = scheduler.createObserver(Int.self)
        for (time, observer) in [(215, o1), (220, o2)] {
            scheduler.scheduleAt(time) {
                _ = shared.subscribe { event in
                    observer.on(event)
                    if case .error = event { _ = shared.subscribe(observer) }
                }
            }
        }
        scheduler.scheduleAt(400) { _ = shared.subscribe(o3) }
        scheduler.start()
        let expected: [Recorded<Event<Int>>] = [
            .next(225, 1), .error(235, MulticastTestError.boom), .next(245, 2), .error(265, MulticastTestError.bang),
        ]
        XCTAssertEqual(o1.events, expected)
        XCTAssertEqual(o2.events, expected)
        XCTAssertEqual(o3.events, [.next(410, 3), .error(440, MulticastTestError.crash)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(215, 235)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(235, 265)])
        XCTAssertEqual(xs3.subscriptions, [Subscription(400, 440)])
    }

    func testRefCount_SynchronousSourceCompletesEverySubscriber() {
        let shared = Observable.of(1, 2, 3).publish().refCount()
        var first: [Event<Int>] = [], second: [Event<Int>] = []
        _ = shared.subscribe { first.append($0) }
        _ = shared.subscribe { second.append($0) }
        // Each subscriber connects anew: the source completed during the first connection.
        XCTAssertEqual(first, [.next(1), .next(2), .next(3), .completed])
        XCTAssertEqual(second, [.next(1), .next(2), .next(3), .completed])
    }

    func testReleasesEverythingWhenDone() {
        let before = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            _ = scheduler.start { xs.publish().refCount() }
            _ = scheduler.start { xs.replay(2).refCount() }
            let connectable = Observable.of(1, 2).publish()
            _ = connectable.subscribe()
            _ = connectable.connect()
        }
        XCTAssertEqual(Resources.total, before)
    }
}

extension ObservableMulticastTests {
    /// RxSwift 6 spellings of the multicast family compile unchanged.
    func testRxSwiftSpellingsCompile() {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            return Disposables.create()
        }
        let connectables: [ConnectableObservable<Int>] = [
            source.publish(), source.replay(1), source.replayAll(),
            source.multicast(PublishSubject<Int>()),
            source.multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 2) }),
            source.multicast(makeSubject: { BehaviorSubject(value: 0) }),
        ]
        let shared: [Observable<Int>] = connectables.map { $0.refCount() } + [
            source.share(), source.share(replay: 1), source.share(replay: 2, scope: .forever),
            source.share(scope: .whileConnected),
        ]
        var count = 0
        shared.forEach { _ = $0.subscribe(onNext: { _ in count += 1 }) }
        connectables.forEach { _ = $0.connect() }
        XCTAssertGreaterThan(count, 0)
    }
}
