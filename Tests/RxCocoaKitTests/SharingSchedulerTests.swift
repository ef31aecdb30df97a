import XCTest
import RxCore
import RxTest
@testable import RxCocoaKit

final class SharingSchedulerTests: KitTestCase {
    final class Target: ReactiveCompatible {
        var number = 0
        var history: [Int] = []
    }

    func testMakeIsMainSchedulerUnlessMocked() {
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
        let mocked = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: mocked) {
            XCTAssertTrue(SharingScheduler.make() as AnyObject === mocked)
            let inner = TestScheduler(initialClock: 0)
            SharingScheduler.mock(makeScheduler: { inner }) {
                XCTAssertTrue(SharingScheduler.make() as AnyObject === inner)
            }
            XCTAssertTrue(SharingScheduler.make() as AnyObject === mocked)
        }
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }

    func testMockIsRestoredWhenTheActionThrows() {
        XCTAssertThrowsError(try SharingScheduler.mock(scheduler: TestScheduler(initialClock: 0)) {
            throw KitTestError.boom
        })
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }

    func testDriverDeliversOnTheMockedScheduler() {
        let mocked = TestScheduler(initialClock: 0)
        let observer = mocked.createObserver(Int.self)
        SharingScheduler.mock(scheduler: mocked) {
            let xs = mocked.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            _ = xs.asDriver(onErrorJustReturn: -1).drive(observer)
            mocked.start()
            // observe(on:) a TestScheduler hops one tick
            XCTAssertEqual(observer.events, [.next(211, 1), .next(221, 2), .completed(231)])
            XCTAssertEqual(xs.subscriptions, [Subscription(0, 230)])
        }
    }

    func testDynamicMemberIsABinderForAWritableProperty() {
        let target = Target()
        let xs = scheduler.createHotObservable([.next(10, 1), .next(20, 2), .completed(30)])
        _ = xs.do(onNext: { _ in }).bind(to: target.rx.number)
        _ = xs.subscribe(onNext: { [unowned target] _ in target.history.append(target.number) })
        scheduler.start()
        XCTAssertEqual(target.number, 2)
        XCTAssertEqual(target.history, [1, 2])
        XCTAssertEqual(reports, [])
    }
}
