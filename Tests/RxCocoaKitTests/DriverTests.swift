import XCTest
import RxCore
import RxTest
@testable import RxCocoaKit

final class DriverTests: KitTestCase {
    func testOnErrorJustReturnReplacesTheErrorAndCompletes() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, KitTestError.boom)])
        let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, -1), .completed(220)])
    }

    func testOnErrorDriveWithAndRecover() {
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, KitTestError.boom, Int.self)])
        let fallback = Driver.of(8, 9)
        let drivenWith = scheduler.start(created: 0, subscribed: 0, disposed: 100) { xs.asDriver(onErrorDriveWith: fallback) }
        XCTAssertEqual(drivenWith.events.map(\.value.element), [1, 8, 9, nil])

        var seenError: String?
        let recovered = Observable<Int>.error(KitTestError.boom).asDriver(onErrorRecover: { error in
            seenError = "\(error)"
            return Driver.just(0)
        })
        var values: [Int] = []
        _ = recovered.drive(onNext: { values.append($0) })
        XCTAssertEqual(values, [0])
        XCTAssertEqual(seenError, "boom")
    }

    func testADriverDeliversOnTheMainThread() {
        let label = Label()
        scheduler.scheduleAt(10) {
            let fromBackground = Observable<String>.create { observer in
                MainThread.background { observer.onNext("data") }
                return Disposables.create()
            }
            _ = fromBackground.asDriver(onErrorJustReturn: "").drive(label.rx.text)
        }
        scheduler.start()
        XCTAssertEqual(label.history, [Change(tick: 11, value: "data")])
        XCTAssertEqual(reports, [])
    }

    func testADriverSharesOneSubscriptionAndReplaysTheLatest() {
        var subscriptions = 0
        let source = Observable<Int>.create { observer in
            subscriptions += 1
            observer.onNext(1)
            observer.onNext(2)
            return Disposables.create()
        }
        let driver = source.asDriver(onErrorJustReturn: 0).map { $0 * 10 }
        var first: [Int] = [], second: [Int] = []
        _ = driver.drive(onNext: { first.append($0) })
        _ = driver.drive(onNext: { second.append($0) })
        XCTAssertEqual(subscriptions, 1)
        XCTAssertEqual(first, [10, 20])
        XCTAssertEqual(second, [20], "a late subscriber gets the latest element at once")
    }

    func testDrivingOffTheMainThreadIsReported() {
        let label = Label()
        let subscription = MainThread.background { Driver.just("x").drive(label.rx.text) }
        subscription.dispose()
        XCTAssertNil(label.text)
        XCTAssertEqual(reports, [.drivenOffMainThread])
    }

    func testDriveToRelaysAndOptionalObservers() {
        let relay = BehaviorRelay<String>(value: "")
        let label = Label()
        let driver = Driver.of("a", "b")
        _ = driver.drive(relay)
        _ = driver.drive(label.rx.text)
        XCTAssertEqual(relay.value, "b")
        XCTAssertEqual(label.text, "b")
    }

    func testControlPropertyAsDriver() {
        let field = TextField(text: "Lon")
        var seen: [String] = []
        _ = field.rx.text.orEmpty.asDriver().filter { !$0.isEmpty }.drive(onNext: { seen.append($0) })
        field.type("don")
        XCTAssertEqual(seen, ["Lon", "London"])
    }
}
