import Foundation
import XCTest
import RxCore
import RxTest

/// Runs the main run loop (which drains the main queue) until `condition` holds or a second passed.
private func spinMainRunLoop(until condition: () -> Bool) {
    let deadline = Date().addingTimeInterval(1)
    while !condition(), Date() < deadline {
        RunLoop.current.run(until: Date().addingTimeInterval(0.01))
    }
}

/// A converter written against RxSwift's `VirtualTimeConverterType` (interval in seconds as
/// `TimeInterval`): virtual time counts whole minutes.
private struct MinutesConverter: VirtualTimeConverterType {
    typealias VirtualTimeUnit = Int
    typealias VirtualTimeIntervalUnit = Int

    func convertFromVirtualTime(_ virtualTime: Int) -> RxTime { Date(timeIntervalSince1970: TimeInterval(virtualTime * 60)) }
    func convertToVirtualTime(_ time: RxTime) -> Int { Int((time.timeIntervalSince1970 / 60).rounded()) }
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval { TimeInterval(virtualTimeInterval * 60) }
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int { Int((timeInterval / 60).rounded()) }
    func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }
    func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : (lhs == rhs ? .equal : .greaterThan)
    }
}

final class SchedulersTests: XCTestCase {
    // MARK: - HistoricalScheduler

    func testHistoricalScheduler_RunsInDateOrder() {
        let start = Date(timeIntervalSince1970: 1000)
        let scheduler = HistoricalScheduler(initialClock: start)
        var log: [(String, TimeInterval)] = []
        for (name, seconds) in [("c", 30), ("a", 10), ("b", 20), ("a2", 10)] {
            _ = scheduler.scheduleRelative(name, dueTime: .seconds(seconds)) { name in
                log.append((name, scheduler.now.timeIntervalSince(start)))
                return Disposables.create()
            }
        }
        let cancelled = scheduler.scheduleRelative("x", dueTime: .seconds(15)) { name in
            log.append((name, -1))
            return Disposables.create()
        }
        cancelled.dispose()
        scheduler.start()
        XCTAssertEqual(log.map(\.0), ["a", "a2", "b", "c"])
        XCTAssertEqual(log.map(\.1), [10, 10, 20, 30])
        XCTAssertEqual(scheduler.clock, start.addingTimeInterval(30))
    }

    func testHistoricalScheduler_DefaultClockAndAdvanceTo() {
        let scheduler = HistoricalScheduler()
        XCTAssertEqual(scheduler.clock, Date(timeIntervalSince1970: 0))
        var ticks: [TimeInterval] = []
        let subscription = Observable<Int>.interval(.seconds(60), scheduler: scheduler)
            .subscribe(onNext: { _ in ticks.append(scheduler.now.timeIntervalSince1970) })
        scheduler.advanceTo(Date(timeIntervalSince1970: 200))
        XCTAssertEqual(ticks, [60, 120, 180])
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 200))
        subscription.dispose()
        scheduler.sleep(100)
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 300))
    }

    func testHistoricalSchedulerTimeConverter() {
        let converter = HistoricalSchedulerTimeConverter()
        let date = Date(timeIntervalSince1970: 5)
        XCTAssertEqual(converter.convertToVirtualTime(date), date)
        XCTAssertEqual(converter.convertFromVirtualTime(date), date)
        XCTAssertEqual(converter.convertToVirtualTimeInterval(2.5), 2.5)
        XCTAssertEqual(converter.convertFromVirtualTimeInterval(2.5), 2.5)
        XCTAssertEqual(converter.offsetVirtualTime(date, offset: 1), Date(timeIntervalSince1970: 6))
        XCTAssertEqual(converter.compareVirtualTime(date, date.addingTimeInterval(1)), .lessThan)
        XCTAssertEqual(converter.compareVirtualTime(date, date), .equal)
        XCTAssertEqual(converter.compareVirtualTime(date.addingTimeInterval(1), date), .greaterThan)
    }

    func testRxSwiftStyleConverter_DrivesAVirtualTimeScheduler() {
        let scheduler = VirtualTimeScheduler(initialClock: 0, converter: MinutesConverter())
        var log: [Int] = []
        _ = Observable<Int>.timer(.seconds(180), scheduler: scheduler).subscribe(onNext: { _ in log.append(scheduler.clock) })
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 1) { _ in log.append(scheduler.clock); return Disposables.create() }
        scheduler.start()
        XCTAssertEqual(log, [1, 3])
    }

    // MARK: - OperationQueueScheduler

    func testOperationQueueScheduler_RunsOnTheQueueAndSkipsDisposedWork() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.isSuspended = true
        let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
        XCTAssertEqual(scheduler.queuePriority, .high)
        XCTAssertTrue(scheduler.operationQueue === queue)
        let lock = NSLock()
        var ran: [Int] = []
        _ = scheduler.schedule(1) { value in lock.withLock { ran.append(value) }; return Disposables.create() }
        let skipped = scheduler.schedule(2) { value in lock.withLock { ran.append(value) }; return Disposables.create() }
        _ = scheduler.schedule(3) { value in lock.withLock { ran.append(value) }; return Disposables.create() }
        skipped.dispose()
        queue.isSuspended = false
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertEqual(lock.withLock { ran }, [1, 3])
    }

    // MARK: - SerialDispatchQueueScheduler

    func testSerialDispatchQueueScheduler_InternalSerialQueueName() {
        let key = DispatchSpecificKey<String>()
        var configured: String?
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rxlesson.test", serialQueueConfiguration: { queue in
            configured = queue.label
            queue.setSpecific(key: key, value: "configured")
        })
        XCTAssertEqual(configured, "rxlesson.test")
        let done = expectation(description: "ran")
        var specific: String?
        _ = scheduler.schedule(()) { _ in
            specific = DispatchQueue.getSpecific(key: key)
            done.fulfill()
            return Disposables.create()
        }
        wait(for: [done], timeout: 2)
        XCTAssertEqual(specific, "configured")
    }

    // MARK: - MainScheduler

    /// RxSwift's MainSchedulerTests: inline only when nothing is queued, so nested work runs after, in order.
    func testMainScheduler_NestedScheduleRunsInOrder() {
        XCTAssertTrue(Thread.isMainThread)
        let main = MainScheduler.instance
        var messages: [Int] = []
        var executedImmediately = false
        _ = main.schedule(()) { _ in
            executedImmediately = true
            messages.append(1)
            _ = main.schedule(()) { _ in
                messages.append(3)
                _ = main.schedule(()) { _ in
                    messages.append(5)
                    return Disposables.create()
                }
                messages.append(4)
                return Disposables.create()
            }
            messages.append(2)
            return Disposables.create()
        }
        XCTAssertTrue(executedImmediately)
        XCTAssertEqual(messages, [1, 2])
        spinMainRunLoop { messages.count == 5 }
        XCTAssertEqual(messages, [1, 2, 3, 4, 5])
    }

    func testMainScheduler_DisposedQueuedWorkDoesNotRun() {
        let main = MainScheduler.instance
        var messages: [Int] = []
        _ = main.schedule(()) { _ in
            messages.append(1)
            let queued = main.schedule(()) { _ in
                messages.append(-1)
                return Disposables.create()
            }
            _ = main.schedule(()) { _ in
                messages.append(2)
                return Disposables.create()
            }
            queued.dispose()
            return Disposables.create()
        }
        spinMainRunLoop { messages.count == 2 }
        RunLoop.current.run(until: Date().addingTimeInterval(0.05))  // give the disposed one a chance
        XCTAssertEqual(messages, [1, 2])
    }

    func testMainScheduler_FromBackgroundIsQueued() {
        let main = MainScheduler.instance
        final class Box: @unchecked Sendable { var ranOnMain = false }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            _ = main.schedule(()) { _ in
                box.ranOnMain = Thread.isMainThread
                return Disposables.create()
            }
            done.signal()
        }
        done.wait()
        spinMainRunLoop { box.ranOnMain }
        XCTAssertTrue(box.ranOnMain)
        MainScheduler.ensureRunningOnMainThread()
        MainScheduler.ensureExecutingOnScheduler()
    }

    // MARK: - ConcurrentMainScheduler

    /// Unlike MainScheduler, it runs nested work at once on the main thread.
    func testConcurrentMainScheduler_NestedRunsInline() {
        let main = ConcurrentMainScheduler.instance
        var messages: [Int] = []
        _ = main.schedule(()) { _ in
            messages.append(1)
            _ = main.schedule(()) { _ in
                messages.append(2)
                return Disposables.create()
            }
            messages.append(3)
            return Disposables.create()
        }
        XCTAssertEqual(messages, [1, 2, 3])
        let typed: RxObservable<Int> = Observable.just(1)
        XCTAssertNotNil(typed)
    }
}
