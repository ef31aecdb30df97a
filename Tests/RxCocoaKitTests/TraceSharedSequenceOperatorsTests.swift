import XCTest
import RxCore
import RxTest
@testable import RxCocoaKit

/// A `Driver`'s or a `Signal`'s operator is a `Trace` row of the caller's file and line (never
/// the kit's own), named as the learner calls it: what a lesson's operator rule reads.
final class TraceSharedSequenceOperatorsTests: KitTestCase {
    private let fileID = "RxCocoaKitTests/TraceSharedSequenceOperatorsTests.swift"

    override func tearDown() {
        Trace.stop()
        super.tearDown()
    }

    /// The rows a traced run of `build` records, as `name@line`, after checking each is this file's.
    private func rows<T>(_ build: (TestScheduler) -> SharedSequence<DriverSharingStrategy, T>, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        let trace = Trace.start(clock: { [unowned scheduler] in scheduler!.clock })
        let observer = scheduler.createObserver(T.self)
        let driver = build(scheduler)
        scheduler.scheduleAt(200) { _ = driver.drive(observer) }
        scheduler.start()
        Trace.stop()
        XCTAssertFalse(observer.events.isEmpty, "the driver sent nothing", file: file, line: line)
        for row in trace.rows { XCTAssertEqual(row.fileID, fileID, row.label, file: file, line: line) }
        return trace.rows.map { "\($0.name)@\($0.line)" }
    }

    func testDriverMapAndFilter_AreRowsOfTheCallersLine() {
        var lines: [Int] = []
        let found = rows { s -> Driver<Int> in
            let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)]); lines.append(#line)
            let driver = xs.asDriver(onErrorJustReturn: 0); lines.append(#line)
            let mapped = driver.map { $0 * 10 }; lines.append(#line)
            return mapped.filter { $0 > 10 }
        }
        let filterLine = lines[2] + 1
        XCTAssertEqual(Set(found), ["hot@\(lines[0])", "asDriver@\(lines[1])", "map@\(lines[2])", "filter@\(filterLine)"])
    }

    func testSignalMap_IsARowOfTheCallersLine() {
        var line = 0
        let trace = Trace.start(clock: { [unowned scheduler] in scheduler!.clock })
        let observer = scheduler.createObserver(Int.self)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let signal = xs.asSignal(onErrorJustReturn: 0).map { $0 + 1 }; line = #line
        scheduler.scheduleAt(200) { _ = signal.emit(to: observer) }
        scheduler.start()
        Trace.stop()
        XCTAssertEqual(observer.events, [.next(210, 2), .completed(230)])
        XCTAssertEqual(trace.rows(named: "map").map(\.fileID), [fileID])
        XCTAssertEqual(trace.rows(named: "map").map(\.line), [line])
    }

    func testCombineLatestAndOf_AreRowsNamedAsCalled() {
        var line = 0
        let found = rows { _ -> Driver<Int> in
            line = #line; return Driver.combineLatest(Driver.of(1, 2), Driver.just(10)) { $0 + $1 }
        }
        XCTAssertEqual(Set(found), ["combineLatest@\(line)", "of@\(line)", "just@\(line)"])
    }
}
