import XCTest
import RxCore
import RxTest

private enum ZipTestError: Error { case boom, other }

final class ObservableZipTests: XCTestCase {
    func testZip_NeverEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let n = scheduler.createHotObservable([.next(150, 1)])
        let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let res = scheduler.start { Observable.zip(n, e) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(n.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(e.subscriptions, [Subscription(200, 210)])
    }

    func testZip_EmptyNonEmpty_CompletesOnlyWhenAllComplete() {
        // Unlike combineLatest (and zip's collection form), the fixed arities wait for
        // every source to complete, even when no pair can be made any more.
        let scheduler = TestScheduler(initialClock: 0)
        let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let o = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
        let res = scheduler.start { Observable.zip(e, o) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(e.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(o.subscriptions, [Subscription(200, 220)])
    }

    func testZip_NonEmptyNonEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
        let o2 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(240)])
        let res = scheduler.start { Observable.zip(o1, o2) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 5), .completed(240)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 240)])
    }

    func testZip_LeftCompletesFirst_WithAnEmptyBuffer_StillWaitsForTheRight() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(220)])
        let o2 = scheduler.createHotObservable([.next(150, 1), .next(215, 4), .completed(225)])
        let res = scheduler.start { Observable.zip(o1, o2) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(215, 6), .completed(225)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 225)])
    }

    func testZip_BuffersTheFasterSourceInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let fast = scheduler.createHotObservable([.next(210, 1), .next(211, 2), .next(212, 3), .completed(213)])
        let slow = scheduler.createHotObservable([.next(300, "a"), .next(400, "b"), .next(500, "c"), .next(600, "d")])
        let res = scheduler.start { Observable.zip(fast, slow) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(300, "1a"), .next(400, "2b"), .next(500, "3c")])
        XCTAssertEqual(fast.subscriptions, [Subscription(200, 213)])
        XCTAssertEqual(slow.subscriptions, [Subscription(200, 1000)])
    }

    func testZip_LongBuffer_KeepsOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let fast = scheduler.createHotObservable((0 ..< 200).map { .next(201 + $0, $0) })
        let slow = scheduler.createHotObservable((0 ..< 200).map { .next(500 + $0, $0 * 1000) })
        let res = scheduler.start { Observable.zip(fast, slow) { $0 + $1 } }
        XCTAssertEqual(res.events, (0 ..< 200).map { .next(500 + $0, $0 * 1001) })
    }

    func testZip_Error_DisposesAllSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
        let o2 = scheduler.createHotObservable([.next(150, 1), .error(220, ZipTestError.boom)])
        let o3 = scheduler.createHotObservable([.next(150, 1), .error(225, ZipTestError.other)])
        let res = scheduler.start { Observable.zip(o1, o2, o3) { $0 + $1 + $2 } }
        XCTAssertEqual(res.events, [.error(220, ZipTestError.boom)])
        XCTAssertEqual([o1, o2, o3].map(\.subscriptions), Array(repeating: [Subscription(200, 220)], count: 3))
    }

    func testZip_SelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(220)])
        let o2 = scheduler.createHotObservable([.next(150, 1), .next(210, 4)])
        let res = scheduler.start { Observable.zip(o1, o2) { (_, _) throws -> Int in throw ZipTestError.boom } }
        XCTAssertEqual(res.events, [.error(220, ZipTestError.boom)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 220)])
    }

    func testZip_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let o2 = scheduler.createHotObservable([.next(220, "a"), .next(260, "b")])
        let res = scheduler.start(disposed: 250) { Observable.zip(o1, o2) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(220, "1a")])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 250)])
    }

    func testZip_EveryArity_TuplesAndSelectors() {
        let scheduler = TestScheduler(initialClock: 0)
        let s = (1 ... 8).map { n in scheduler.createHotObservable([.next(200 + 10 * n, n), .completed(300 + n)]) }
        let tuples = scheduler.start { () -> Observable<[Int]> in
            Observable.merge(
                Observable.zip(s[0], s[1]).map { [$0.0, $0.1] },
                Observable.zip(s[0], s[1], s[2]).map { [$0.0, $0.1, $0.2] },
                Observable.zip(s[0], s[1], s[2], s[3]).map { [$0.0, $0.1, $0.2, $0.3] },
                Observable.zip(s[0], s[1], s[2], s[3], s[4]).map { [$0.0, $0.1, $0.2, $0.3, $0.4] },
                Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] },
                Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6] },
                Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] }
            )
        }
        XCTAssertEqual(tuples.events, (2 ... 8).map { .next(200 + 10 * $0, Array(1 ... $0)) } + [.completed(308)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let t = (1 ... 8).map { n in scheduler2.createHotObservable([.next(200 + 10 * n, n), .completed(300 + n)]) }
        let sums = scheduler2.start {
            Observable.merge(
                Observable.zip(t[0], t[1]) { $0 + $1 },
                Observable.zip(t[0], t[1], t[2]) { $0 + $1 + $2 },
                Observable.zip(t[0], t[1], t[2], t[3]) { $0 + $1 + $2 + $3 },
                Observable.zip(t[0], t[1], t[2], t[3], t[4]) { $0 + $1 + $2 + $3 + $4 },
                Observable.zip(t[0], t[1], t[2], t[3], t[4], t[5]) { $0 + $1 + $2 + $3 + $4 + $5 },
                Observable.zip(t[0], t[1], t[2], t[3], t[4], t[5], t[6]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 },
                Observable.zip(t[0], t[1], t[2], t[3], t[4], t[5], t[6], t[7]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
            )
        }
        XCTAssertEqual(sums.events, (2 ... 8).map { .next(200 + 10 * $0, $0 * ($0 + 1) / 2) } + [.completed(308)])
    }

    // MARK: collection form

    func testZipCollection_EmptyCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let withSelector = scheduler.start { Observable.zip([Observable<Int>]()) { $0.count } }
        XCTAssertEqual(withSelector.events, [.completed(200)])
    }

    func testZipCollection_Symmetric() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .next(250, 4), .completed(420)])
        let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .next(240, 5), .completed(410)])
        let e2 = scheduler.createHotObservable([.next(150, 1), .next(230, 3), .next(260, 6), .completed(400)])

        let res = scheduler.start { Observable.zip([e0, e1, e2]) }

        XCTAssertEqual(res.events.map(\.time), [230, 260, 420])
        XCTAssertEqual(res.events.compactMap { $0.value.element }, [[1, 2, 3], [4, 5, 6]])
        XCTAssertEqual([e0, e1, e2].map(\.subscriptions), [[Subscription(200, 420)], [Subscription(200, 410)], [Subscription(200, 400)]])
    }

    func testZipCollection_CompletesWhenASourceEmitsAndAllOthersAreDone() {
        // Same sources, two forms: the collection form completes at 240, when the second
        // source emits an element that can never be paired; the fixed arity waits for 300.
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let e1 = scheduler.createHotObservable([.next(230, 10), .next(240, 20), .completed(300)])

        let collection = scheduler.start { Observable.zip([e0, e1]) { $0.reduce(0, +) } }
        XCTAssertEqual(collection.events, [.next(230, 11), .completed(240)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 240)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let f0 = scheduler2.createHotObservable([.next(210, 1), .completed(220)])
        let f1 = scheduler2.createHotObservable([.next(230, 10), .next(240, 20), .completed(300)])
        let arity2 = scheduler2.start { Observable.zip(f0, f1) { $0 + $1 } }
        XCTAssertEqual(arity2.events, [.next(230, 11), .completed(300)])
        XCTAssertEqual(f1.subscriptions, [Subscription(200, 300)])
    }

    func testZipCollection_SelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .next(250, 4)])
        let e1 = scheduler.createHotObservable([.next(220, 2), .next(240, 5)])
        let res = scheduler.start {
            Observable.zip([e0, e1]) { values -> Int in
                if values == [4, 5] { throw ZipTestError.boom }
                return values.reduce(0, +)
            }
        }
        XCTAssertEqual(res.events, [.next(220, 3), .error(250, ZipTestError.boom)])
        XCTAssertEqual([e0, e1].map(\.subscriptions), Array(repeating: [Subscription(200, 250)], count: 2))
    }

    func testZip_ReleasesResources() {
        let before = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            _ = scheduler.start { Observable.zip(xs, xs.asObservable()) }
            _ = scheduler.start(created: 1100, subscribed: 1200, disposed: 1300) { Observable.zip([xs, xs]) }
        }
        XCTAssertEqual(Resources.total, before)
    }
}
