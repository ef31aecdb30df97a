import Foundation
import XCTest
import RxBlocking
import RxCore

final class BlockingTests: XCTestCase {
    enum Failure: Error { case boom }

    func testToArrayCollectsEveryElement() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
    }

    func testFirstStopsAfterOneElementAndDisposes() throws {
        var disposed = false
        let source = Observable<Int>.create { observer in
            observer.onNext(7)
            observer.onNext(8)
            return Disposables.create { disposed = true }
        }
        XCTAssertEqual(try source.toBlocking().first(), 7)
        XCTAssertTrue(disposed)
    }

    func testFirstOfEmptyIsNilAndLastIsTheLast() throws {
        XCTAssertNil(try Observable<Int>.empty().toBlocking().first())
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().last(), 3)
    }

    func testErrorIsThrown() {
        XCTAssertThrowsError(try Observable<Int>.error(Failure.boom).toBlocking().toArray()) { error in
            XCTAssertTrue(error is Failure)
        }
    }

    func testSingleRules() throws {
        XCTAssertEqual(try Observable.just(5).toBlocking().single(), 5)
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().single { $0 == 2 }, 2)
        XCTAssertThrowsError(try Observable<Int>.empty().toBlocking().single()) { error in
            XCTAssertEqual(error as? RxError, .noElements)
        }
        XCTAssertThrowsError(try Observable.of(1, 2).toBlocking().single()) { error in
            XCTAssertEqual(error as? RxError, .moreThanOneElement)
        }
    }

    func testMaterializeKeepsElementsBeforeTheError() throws {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(Failure.boom)
            return Disposables.create()
        }
        switch source.toBlocking().materialize() {
        case .failed(let elements, let error):
            XCTAssertEqual(elements, [1])
            XCTAssertTrue(error is Failure)
        case .completed:
            XCTFail("expected failure")
        }
        switch Observable.of(1, 2).toBlocking().materialize() {
        case .completed(let elements): XCTAssertEqual(elements, [1, 2])
        case .failed: XCTFail("expected completion")
        }
    }

    func testTimeoutThrowsAndDisposes() {
        var disposed = false
        let never = Observable<Int>.never().do(onDispose: { disposed = true })
        XCTAssertThrowsError(try never.toBlocking(timeout: 0.05).first()) { error in
            XCTAssertEqual(error as? RxError, .timeout)
        }
        XCTAssertTrue(disposed)
        switch Observable<Int>.never().startWith(1).toBlocking(timeout: 0.05).materialize() {
        case .failed(let elements, let error):
            XCTAssertEqual(elements, [1])
            XCTAssertEqual(error as? RxError, .timeout)
        case .completed:
            XCTFail("expected the timeout")
        }
    }

    func testWaitsForABackgroundScheduler() throws {
        let before = Resources.total
        do {
            let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
            let values = Observable.of(1, 2, 3).observe(on: scheduler)
            XCTAssertEqual(try values.toBlocking(timeout: 5).toArray(), [1, 2, 3])
        }
        // The queue lets go of its last work item just after the completion it delivered;
        // wait for that, so no other test sees it (and check everything is given back).
        let deadline = Date(timeIntervalSinceNow: 5)
        while Resources.total != before, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.005)
        }
        XCTAssertEqual(Resources.total, before)
    }

    func testOnTheMainThreadMainSchedulerWorkStillRuns() throws {
        XCTAssertTrue(Thread.isMainThread)
        let values = Observable.of(1, 2).observe(on: MainScheduler.asyncInstance)
        XCTAssertEqual(try values.toBlocking(timeout: 5).toArray(), [1, 2])
    }
}
