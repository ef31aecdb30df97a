import XCTest
import RxCore
import RxTest

private enum CombineLatestTestError: Error { case boom, other }

final class ObservableCombineLatestTests: XCTestCase {
    func testCombineLatest_NeverEmpty_DoesNotComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let n = scheduler.createHotObservable([.next(150, 1)])
        let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let res = scheduler.start { Observable.combineLatest(n, e) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(n.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(e.subscriptions, [Subscription(200, 210)])
    }

    func testCombineLatest_EmptyEmpty_CompletesWhenAllComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let e1 = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let e2 = scheduler.createHotObservable([.next(150, 1), .completed(220)])
        let res = scheduler.start { Observable.combineLatest(e1, e2) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(e2.subscriptions, [Subscription(200, 220)])
    }

    func testCombineLatest_EmptyThenElement_CompletesAtThatElement() {
        // e completed without ever emitting: no combination can ever be made, and the
        // sequence completes as soon as the other source emits.
        let scheduler = TestScheduler(initialClock: 0)
        let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let o = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
        let res = scheduler.start { Observable.combineLatest(e, o) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(215)])
        XCTAssertEqual(e.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(o.subscriptions, [Subscription(200, 215)])
    }

    func testCombineLatest_CombinesLatestOfEachAndKeepsACompletedSourcesValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .next(225, 4), .completed(230)])
        let o2 = scheduler.createHotObservable([.next(150, 1), .next(235, 3), .next(240, 5), .completed(250)])
        let res = scheduler.start { Observable.combineLatest(o1, o2) { $0 * 10 + $1 } }
        XCTAssertEqual(res.events, [.next(235, 43), .next(240, 45), .completed(250)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 250)])
    }

    func testCombineLatest_Error_DisposesAllSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
        let o2 = scheduler.createHotObservable([.next(150, 1), .error(220, CombineLatestTestError.boom)])
        let o3 = scheduler.createHotObservable([.next(150, 1), .error(225, CombineLatestTestError.other)])
        let res = scheduler.start { Observable.combineLatest(o1, o2, o3) { $0 + $1 + $2 } }
        XCTAssertEqual(res.events, [.error(220, CombineLatestTestError.boom)])
        XCTAssertEqual([o1, o2, o3].map(\.subscriptions), Array(repeating: [Subscription(200, 220)], count: 3))
    }

    func testCombineLatest_SelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
        let o2 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(240)])
        let res = scheduler.start {
            Observable.combineLatest(o1, o2) { (_, _) throws -> Int in throw CombineLatestTestError.boom }
        }
        XCTAssertEqual(res.events, [.error(220, CombineLatestTestError.boom)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 220)])
    }

    func testCombineLatest_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(215, 2), .next(260, 4)])
        let o2 = scheduler.createHotObservable([.next(220, 3)])
        let res = scheduler.start(disposed: 250) { Observable.combineLatest(o1, o2) }
        XCTAssertEqual(res.events.map(\.time), [220])
        XCTAssertEqual(res.events.first.flatMap { $0.value.element }.map { [$0.0, $0.1] }, [2, 3])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 250)])
    }

    func testCombineLatest_ColdSources_AreSubscribedInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(0, "a"), .completed(10)])
        let ys2 = scheduler.createColdObservable([.next(0, 1), .next(5, 2), .completed(20)])
        let res = scheduler.start { Observable.combineLatest(ys1, ys2) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(200, "a1"), .next(205, "a2"), .completed(220)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(200, 220)])
    }

    func testCombineLatest_EveryArity_TuplesAndSelectors() {
        let scheduler = TestScheduler(initialClock: 0)
        let s = (1 ... 8).map { n in scheduler.createHotObservable([.next(200 + 10 * n, n), .completed(300 + n)]) }
        let tuples = scheduler.start(created: 100, subscribed: 200, disposed: 1000) { () -> Observable<[Int]> in
            Observable.merge(
                Observable.combineLatest(s[0], s[1]).map { [$0.0, $0.1] },
                Observable.combineLatest(s[0], s[1], s[2]).map { [$0.0, $0.1, $0.2] },
                Observable.combineLatest(s[0], s[1], s[2], s[3]).map { [$0.0, $0.1, $0.2, $0.3] },
                Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]).map { [$0.0, $0.1, $0.2, $0.3, $0.4] },
                Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] },
                Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6] },
                Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] }
            )
        }
        XCTAssertEqual(tuples.events, (2 ... 8).map { .next(200 + 10 * $0, Array(1 ... $0)) } + [.completed(308)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let t = (1 ... 8).map { n in scheduler2.createHotObservable([.next(200 + 10 * n, n), .completed(300 + n)]) }
        let sums = scheduler2.start {
            Observable.merge(
                Observable.combineLatest(t[0], t[1]) { $0 + $1 },
                Observable.combineLatest(t[0], t[1], t[2]) { $0 + $1 + $2 },
                Observable.combineLatest(t[0], t[1], t[2], t[3]) { $0 + $1 + $2 + $3 },
                Observable.combineLatest(t[0], t[1], t[2], t[3], t[4]) { $0 + $1 + $2 + $3 + $4 },
                Observable.combineLatest(t[0], t[1], t[2], t[3], t[4], t[5]) { $0 + $1 + $2 + $3 + $4 + $5 },
                Observable.combineLatest(t[0], t[1], t[2], t[3], t[4], t[5], t[6]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 },
                Observable.combineLatest(t[0], t[1], t[2], t[3], t[4], t[5], t[6], t[7]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
            )
        }
        XCTAssertEqual(sums.events, (2 ... 8).map { .next(200 + 10 * $0, $0 * ($0 + 1) / 2) } + [.completed(308)])
    }

    func testCombineLatest_MixedElementTypes() {
        let scheduler = TestScheduler(initialClock: 0)
        let names = scheduler.createHotObservable([.next(210, "a"), .next(230, "b")])
        let flags = scheduler.createHotObservable([.next(220, true)])
        let optionals = scheduler.createHotObservable([.next(215, Int?.none)])
        let res = scheduler.start { Observable.combineLatest(names, flags, optionals) { "\($0)\($1)\(String(describing: $2))" } }
        XCTAssertEqual(res.events, [.next(220, "atruenil"), .next(230, "btruenil")])
    }

    // MARK: collection form

    func testCombineLatestCollection_EmptyEmitsTheSelectorOfNothingAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.combineLatest([Observable<Int>]()) { $0.count } }
        XCTAssertEqual(res.events, [.next(200, 0), .completed(200)])
    }

    func testCombineLatestCollection_SymmetricArrays() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .next(250, 4), .completed(420)])
        let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .next(240, 5), .completed(410)])
        let e2 = scheduler.createHotObservable([.next(150, 1), .next(230, 3), .next(260, 6), .completed(400)])

        let res = scheduler.start { Observable.combineLatest([e0, e1, e2]) }

        XCTAssertEqual(res.events.map(\.time), [230, 240, 250, 260, 420])
        XCTAssertEqual(res.events.compactMap { $0.value.element }, [[1, 2, 3], [1, 5, 3], [4, 5, 3], [4, 5, 6]])
        XCTAssertEqual([e0, e1, e2].map(\.subscriptions), [[Subscription(200, 420)], [Subscription(200, 410)], [Subscription(200, 400)]])
    }

    func testCombineLatestCollection_SelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .next(250, 4)])
        let e1 = scheduler.createHotObservable([.next(220, 2), .next(240, 5)])
        let res = scheduler.start {
            Observable.combineLatest([e0, e1]) { values -> Int in
                if values == [1, 5] { throw CombineLatestTestError.boom }
                return values.reduce(0, +)
            }
        }
        XCTAssertEqual(res.events, [.next(220, 3), .error(240, CombineLatestTestError.boom)])
        XCTAssertEqual([e0, e1].map(\.subscriptions), Array(repeating: [Subscription(200, 240)], count: 2))
    }

    func testCombineLatestCollection_EmptySourceThenElement_Completes() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.completed(210, Int.self)])
        let e1 = scheduler.createHotObservable([.next(220, 2), .completed(230)])
        let res = scheduler.start { Observable.combineLatest([e0, e1]) { $0.reduce(0, +) } }
        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
    }

    func testCombineLatest_ReleasesResources() {
        let before = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            _ = scheduler.start { Observable.combineLatest(xs, xs.asObservable()) }
            _ = scheduler.start(created: 1100, subscribed: 1200, disposed: 1300) { Observable.combineLatest([xs, xs]) }
        }
        XCTAssertEqual(Resources.total, before)
    }
}
