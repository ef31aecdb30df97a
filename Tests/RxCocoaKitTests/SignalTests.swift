import XCTest
import RxCore
import RxTest
@testable import RxCocoaKit

/// `Signal` pinned against RxCocoa 6.10.2 (RxCocoa/Traits/Signal/*.swift and
/// Tests/RxCocoaTests/Signal+Test.swift at that tag): main thread, never errors, one shared
/// subscription, and no replay to a subscriber that comes late.
final class SignalTests: KitTestCase {
    /// RxCocoa's testSignalSharing_WhenErroring, in our words: two overlapping subscribers
    /// share one source subscription; the second gets only what comes after it subscribed;
    /// the error becomes the fallback and completion; a later subscriber starts the source again.
    func testSharingWithoutReplayAndTheErrorReplaced() {
        let cold = scheduler.createColdObservable([
            .next(10, 0), .next(20, 1), .next(30, 2), .next(40, 3), .error(50, KitTestError.boom),
        ])
        let signal = cold.asSignal(onErrorJustReturn: -1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let third = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(signal.asObservable().subscribe(first)) }
        scheduler.scheduleAt(225) { subscriptions.append(signal.asObservable().subscribe(second)) }
        scheduler.scheduleAt(235) { subscriptions[0].dispose() }
        scheduler.scheduleAt(260) { subscriptions[1].dispose() }
        scheduler.scheduleAt(260) { subscriptions.append(signal.asObservable().subscribe(third)) }
        scheduler.scheduleAt(285) { subscriptions[2].dispose() }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(210, 0), .next(220, 1), .next(230, 2)])
        XCTAssertEqual(second.events, [.next(230, 2), .next(240, 3), .next(250, -1), .completed(250)],
                       "nothing replayed at 225: the first element is the next one, at 230")
        XCTAssertEqual(third.events, [.next(270, 0), .next(280, 1)])
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 250), Subscription(260, 285)])
    }

    /// The same source as a Driver replays its latest element to the late subscriber.
    func testADriverReplaysTheLatestAndASignalDoesNot() {
        let hot = scheduler.createHotObservable([.next(210, "a"), .next(230, "b")])
        let driver = hot.asDriver(onErrorJustReturn: "")
        let signal = hot.asSignal(onErrorJustReturn: "")
        let early = scheduler.createObserver(String.self)
        let lateToDriver = scheduler.createObserver(String.self)
        let lateToSignal = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) {
            _ = driver.drive(onNext: { _ in })
            _ = signal.emit(to: early)
        }
        scheduler.scheduleAt(220) {
            _ = driver.asObservable().subscribe(lateToDriver)
            _ = signal.asObservable().subscribe(lateToSignal)
        }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(210, "a"), .next(230, "b")])
        XCTAssertEqual(lateToDriver.events, [.next(220, "a"), .next(230, "b")])
        XCTAssertEqual(lateToSignal.events, [.next(230, "b")])
    }

    func testOnErrorSignalWithAndRecover() {
        let cold = scheduler.createColdObservable([.next(5, 1), .error(10, KitTestError.boom, Int.self)])
        let signalledWith = scheduler.start(created: 0, subscribed: 0, disposed: 100) { cold.asSignal(onErrorSignalWith: Signal.of(8, 9)) }
        XCTAssertEqual(signalledWith.events.map(\.value.element), [1, 8, 9, nil])

        var seenError: String?
        let recovered = Observable<Int>.error(KitTestError.boom).asSignal(onErrorRecover: { error in
            seenError = "\(error)"
            return Signal.just(0)
        })
        var values: [Int] = []
        _ = recovered.emit(onNext: { values.append($0) })
        XCTAssertEqual(values, [0])
        XCTAssertEqual(seenError, "boom")
    }

    /// A PublishRelay as a Signal: what is accepted before a subscriber is gone for it.
    func testAPublishRelayAsSignal() {
        let relay = PublishRelay<String>()
        let signal = relay.asSignal()
        var first: [String] = [], second: [String] = []
        let one = signal.emit(onNext: { first.append($0) })
        relay.accept("saved")
        let two = signal.emit(onNext: { second.append($0) })
        relay.accept("deleted")
        XCTAssertEqual(first, ["saved", "deleted"])
        XCTAssertEqual(second, ["deleted"])
        one.dispose()
        two.dispose()
    }

    func testEmitToRelaysOptionalObserversAndWithObject() {
        let behavior = BehaviorRelay<String>(value: "")
        let publish = PublishRelay<String>()
        var published: [String] = []
        _ = publish.subscribe(onNext: { published.append($0) })
        let label = Label()
        let signal = Signal.of("a", "b")
        _ = signal.emit(to: behavior)
        _ = signal.emit(to: publish)
        _ = signal.emit(to: label.rx.text)
        XCTAssertEqual(behavior.value, "b")
        XCTAssertEqual(published, ["a", "b"])
        XCTAssertEqual(label.text, "b")

        final class Screen { var shown: [String] = [] }
        let screen = Screen()
        _ = signal.emit(with: screen, onNext: { screen, value in screen.shown.append(value) })
        XCTAssertEqual(screen.shown, ["a", "b"])
    }

    /// Off the main thread the events still arrive on it, a tick later on the virtual clock;
    /// emitting from the background is not reported (RxCocoa's emit does not check the thread).
    func testASignalDeliversOnTheMainThread() {
        var seen: [(Int, Bool)] = []
        scheduler.scheduleAt(10) {
            let fromBackground = Observable<String>.create { observer in
                MainThread.background { observer.onNext("toast") }
                return Disposables.create()
            }
            _ = MainThread.background {
                fromBackground.asSignal(onErrorJustReturn: "").emit(onNext: { _ in seen.append((self.scheduler.clock, MainThread.isCurrent)) })
            }
        }
        scheduler.start()
        XCTAssertEqual(seen.map(\.0), [11])
        XCTAssertEqual(seen.map(\.1), [true])
        XCTAssertEqual(reports, [])
    }

    func testAControlEventAsSignal() {
        let button = Button()
        var taps = 0
        _ = button.rx.tap.asSignal().emit(onNext: { taps += 1 })
        button.tap()
        button.tap()
        XCTAssertEqual(taps, 2)
    }
}
