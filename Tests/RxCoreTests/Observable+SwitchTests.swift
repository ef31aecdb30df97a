import XCTest
import RxCore
import RxTest

private enum SwitchTestError: Error { case boom }

final class ObservableSwitchTests: XCTestCase {
    /// Inners at 300 (ys1, long), 400 (ys2), 500 (ys3); `ys2End` ends ys2 at offset 50.
    private func makeSources(
        _ scheduler: TestScheduler,
        ys2End: Recorded<Event<Int>> = .completed(50),
        outerEnd: Recorded<Event<TestableObservable<Int>>> = .completed(600)
    ) -> (TestableObservable<TestableObservable<Int>>, [TestableObservable<Int>]) {
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .next(110, 103), .next(120, 104),
                                                  .next(210, 105), .next(220, 106), .completed(230)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204), ys2End])
        let ys3 = scheduler.createColdObservable([.next(10, 301), .next(20, 302), .next(30, 303), .next(40, 304), .completed(150)])
        let xs = scheduler.createHotObservable([.next(300, ys1), .next(400, ys2), .next(500, ys3), outerEnd])
        return (xs, [ys1, ys2, ys3])
    }

    func testSwitchLatest_Data_DisposesThePreviousInnerWhenTheNextArrives() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, ys) = makeSources(scheduler)

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(res.events, [
            .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203), .next(440, 204),
            .next(510, 301), .next(520, 302), .next(530, 303), .next(540, 304), .completed(650),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(ys.map(\.subscriptions), [[Subscription(300, 400)], [Subscription(400, 450)], [Subscription(500, 650)]])
    }

    func testSwitchLatest_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<TestableObservable<Int>> = scheduler.createHotObservable([])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testSwitchLatest_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<TestableObservable<Int>> = scheduler.createHotObservable([.completed(300)])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSwitchLatest_InnerCompletedBeforeOuter_CompletesWithTheOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs = scheduler.createHotObservable([.next(300, ys), .completed(400)])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, [.next(310, 1), .completed(400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(300, 320)])
    }

    func testSwitchLatest_InnerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, ys) = makeSources(scheduler, ys2End: .error(50, SwitchTestError.boom))

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(res.events.last, .error(450, SwitchTestError.boom))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
        XCTAssertEqual(ys.map(\.subscriptions), [[Subscription(300, 400)], [Subscription(400, 450)], []])
    }

    func testSwitchLatest_OuterError() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, ys) = makeSources(scheduler, outerEnd: .error(520, SwitchTestError.boom))

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(Array(res.events.suffix(2)), [.next(510, 301), .error(520, SwitchTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 520)])
        XCTAssertEqual(ys[2].subscriptions, [Subscription(500, 520)])
    }

    func testSwitchLatest_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, ys) = makeSources(scheduler)

        let res = scheduler.start(disposed: 425) { xs.switchLatest() }

        XCTAssertEqual(res.events, [.next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 425)])
        XCTAssertEqual(ys.map(\.subscriptions), [[Subscription(300, 400)], [Subscription(400, 425)], []])
    }

    func testFlatMapLatest_HotInners_SwitchAtTheTickOfTheNextOuterElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(220, "a1"), .next(240, "a2"), .next(260, "a3")])
        let b = scheduler.createHotObservable([.next(240, "b1"), .next(250, "b2"), .completed(270)])
        let xs = scheduler.createHotObservable([.next(210, 0), .next(240, 1), .completed(300)])
        let inners = [a, b]

        let res = scheduler.start { xs.flatMapLatest { inners[$0] } }

        // At 240 a2 is delivered first (a's events were queued before xs's), then a is
        // disposed and b subscribed, so b1 at that same tick is missed.
        XCTAssertEqual(res.events, [.next(220, "a1"), .next(240, "a2"), .next(250, "b2"), .completed(300)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(b.subscriptions, [Subscription(240, 270)])
    }

    func testFlatMapLatest_SelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, ys) = makeSources(scheduler)
        var invoked = 0

        let res = scheduler.start {
            xs.flatMapLatest { inner -> TestableObservable<Int> in
                invoked += 1
                if invoked == 2 { throw SwitchTestError.boom }
                return inner
            }
        }

        XCTAssertEqual(res.events, [.next(310, 101), .next(320, 102), .error(400, SwitchTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.map(\.subscriptions), [[Subscription(300, 400)], [], []])
    }

    func testFlatMapLatest_ReleasesResources() {
        let before = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            _ = scheduler.start(disposed: 260) {
                Observable<Int>.interval(.seconds(10), scheduler: scheduler)
                    .flatMapLatest { n in Observable<Int>.timer(.seconds(15), scheduler: scheduler).map { _ in n } }
            }
        }
        XCTAssertEqual(Resources.total, before)
    }
}
