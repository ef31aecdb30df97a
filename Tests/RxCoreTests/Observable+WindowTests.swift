import XCTest
import RxCore
import RxTest

private enum TimeTestError: Error { case boom }

final class ObservableWindowTests: XCTestCase {
    private let source: [Recorded<Event<Int>>] = [
        .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5),
        .next(350, 6), .next(370, 7), .next(420, 8), .next(470, 9), .completed(600),
    ]

    /// Subscribes to every window as it opens; records "window element", window openings
    /// ("open n") and closings ("close n").
    private func record(_ scheduler: TestScheduler, disposeAt: Int = 1000, _ windows: @escaping () -> Observable<Observable<Int>>) -> (TestableObserver<String>, [Disposable]) {
        let res = scheduler.createObserver(String.self)
        var inner: [Disposable] = []
        var outer: Disposable?
        scheduler.scheduleAt(200) {
            var index = 0
            outer = windows().subscribe(
                onNext: { window in
                    let number = index
                    index += 1
                    res.onNext("open \(number)")
                    inner.append(window.subscribe(
                        onNext: { res.onNext("\(number) \($0)") },
                        onError: { res.onNext("fail \(number): \($0)") },
                        onCompleted: { res.onNext("close \(number)") }
                    ))
                },
                onError: { res.onError($0) },
                onCompleted: { res.onCompleted() }
            )
        }
        scheduler.scheduleAt(disposeAt) { outer?.dispose() }
        scheduler.start()
        return (res, inner)
    }

    func testWindow_CountOrTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(source)
        let (res, _) = record(scheduler) { xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [
            .next(200, "open 0"), .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"),
            .next(240, "close 0"), .next(240, "open 1"), .next(280, "1 4"),
            .next(310, "close 1"), .next(310, "open 2"), .next(320, "2 5"), .next(350, "2 6"), .next(370, "2 7"),
            .next(370, "close 2"), .next(370, "open 3"), .next(420, "3 8"),
            .next(440, "close 3"), .next(440, "open 4"), .next(470, "4 9"),
            .next(510, "close 4"), .next(510, "open 5"),
            .next(580, "close 5"), .next(580, "open 6"),
            .next(600, "close 6"), .completed(600),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testWindow_ErrorReachesTheOpenWindowAndTheOuterSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TimeTestError.boom)])
        let (res, _) = record(scheduler) { xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(200, "open 0"), .next(210, "0 1"), .next(230, "fail 0: boom"), .error(230, TimeTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testWindow_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let (res, _) = record(scheduler) { xs.window(timeSpan: .seconds(100), count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(200, "open 0"), .next(250, "close 0"), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    /// Disposing the outer sequence leaves the source subscribed while a window is still
    /// observed; it goes when the last observed window closes (here, on the timer at 310).
    func testWindow_SourceOutlivesTheOuterSubscriptionWhileAWindowIsObserved() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(source)
        let (res, _) = record(scheduler, disposeAt: 300) { xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEqual(Array(res.events.suffix(2)), [.next(280, "1 4"), .next(310, "close 1")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
    }

    func testWindow_DisposingTheOuterSequenceAndItsWindowsDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(source)
        let res = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            let windows = xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
            subscriptions.append(windows.subscribe(onNext: { window in subscriptions.append(window.subscribe(res)) }))
        }
        scheduler.scheduleAt(290) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(205, 1), .next(210, 2), .next(240, 3), .completed(240), .next(280, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
    }

    /// The picture in the doc comment.
    func testWindow_DocExample() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(2, 1), .next(4, 2), .next(6, 3), .completed(11)])
        let res = scheduler.createObserver(String.self)
        scheduler.scheduleAt(0) {
            var index = 0
            _ = xs.window(timeSpan: .seconds(5), count: 2, scheduler: scheduler).subscribe(onNext: { window in
                let number = index
                index += 1
                res.onNext("W\(number) opens")
                _ = window.subscribe(onNext: { res.onNext("W\(number) \($0)") }, onCompleted: { res.onNext("W\(number) closes") })
            })
        }
        scheduler.start()
        XCTAssertEqual(res.events, [
            .next(0, "W0 opens"), .next(2, "W0 1"), .next(4, "W0 2"), .next(4, "W0 closes"), .next(4, "W1 opens"),
            .next(6, "W1 3"), .next(9, "W1 closes"), .next(9, "W2 opens"), .next(11, "W2 closes"),
        ])
    }
}
