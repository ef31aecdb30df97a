import XCTest
import RxCore
import RxTest

/// `concat` takes over a trailing `concat`'s sources instead of nesting a subscription.
final class ObservableConcatTailTests: XCTestCase {
    /// concat([gen(i), concat([gen(i+1), ...])]) built lazily, `depth` levels deep.
    private func nestedCollection(_ i: Int, depth: Int, _ make: @escaping (Int) -> Observable<Int>) -> Observable<Int> {
        guard i < depth else { return .empty() }
        return Observable.concat([0, 1].lazy.map { $0 == 0 ? make(i) : self.nestedCollection(i + 1, depth: depth, make) })
    }

    private func nestedSequence(_ i: Int, depth: Int, _ make: @escaping (Int) -> Observable<Int>) -> Observable<Int> {
        guard i < depth else { return .empty() }
        return Observable.concat(AnySequence([0, 1].lazy.map { $0 == 0 ? make(i) : self.nestedSequence(i + 1, depth: depth, make) }))
    }

    func testNestedCollectionConcatTicksInOrderAndStaysOneLevelDeep() {
        let scheduler = TestScheduler(initialClock: 0)
        var sources: [TestableObservable<Int>] = []
        for i in 0..<3 {
            sources.append(scheduler.createColdObservable([.next(10, i), .completed(20)]))
        }
        maxTailRecursiveSinkStackSize = 0
        let res = scheduler.start { self.nestedCollection(0, depth: 3) { sources[$0].asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 0), .next(230, 1), .next(250, 2), .completed(260)])
        XCTAssertEqual(sources[0].subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(sources[1].subscriptions, [Subscription(220, 240)])
        XCTAssertEqual(sources[2].subscriptions, [Subscription(240, 260)])
        XCTAssertEqual(maxTailRecursiveSinkStackSize, 1)
    }

    func testNestedSequenceConcatKeepsItsLevels() {
        let scheduler = TestScheduler(initialClock: 0)
        var sources: [TestableObservable<Int>] = []
        for i in 0..<4 {
            sources.append(scheduler.createColdObservable([.next(5, i), .completed(10)]))
        }
        maxTailRecursiveSinkStackSize = 0
        let res = scheduler.start { self.nestedSequence(0, depth: 4) { sources[$0].asObservable() } }
        XCTAssertEqual(res.events, [.next(205, 0), .next(215, 1), .next(225, 2), .next(235, 3), .completed(240)])
        XCTAssertEqual(sources[3].subscriptions, [Subscription(230, 240)])
        // a sequence's length is unknown, so each level stays on the stack until it is exhausted
        XCTAssertEqual(maxTailRecursiveSinkStackSize, 4)
    }

    func testDisposingAWalkDisposesTheCurrentNestedSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(10, 2), .next(500, 3)])
        let res = scheduler.start(disposed: 300) {
            Observable.concat([a.asObservable(), Observable.concat([b.asObservable()])])
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(220, 300)])
    }

    func testSynchronousNestedSourcesDoNotNestSubscriptions() {
        let values = Observable.concat((0..<1000).map { Observable.concat([Observable.just($0)]) })
        var received: [Int] = []
        _ = values.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, Array(0..<1000))
    }

    func testResourcesCountersOfYourOwn() {
        let before = Resources.total
        XCTAssertEqual(Resources.incrementTotal(), before + 1)
        XCTAssertEqual(Resources.decrementTotal(), before)
    }

    func testSerialDispatchQueueObservablesAreCountedWhileAlive() {
        let before = Resources.numberOfSerialDispatchQueueObservables
        var observed: Observable<Int>? = Observable.just(0).observe(on: SerialDispatchQueueScheduler(qos: .default))
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, before + 1)
        XCTAssertNotNil(observed)
        observed = nil
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, before)
        _ = Observable.just(0).observe(on: ConcurrentDispatchQueueScheduler(qos: .default))
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, before)
    }
}
