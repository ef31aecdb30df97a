import Dispatch
import XCTest
@testable import RxCore

/// `LockedInt` is the runtime's `AtomicInt` on Apple systems; it is tested here on every system.
final class LockedIntTests: XCTestCase {
    func testOperationsReturnTheValueBefore() {
        let word = LockedInt(5)
        XCTAssertEqual(word.add(3), 5)
        XCTAssertEqual(word.subtract(1), 8)
        XCTAssertEqual(word.setBits(0b1000_0000), 7)
        XCTAssertEqual(word.load(), 0b1000_0111)
    }

    func testConcurrentUpdatesAreNotLost() {
        final class Shared: @unchecked Sendable {
            let counter = LockedInt(0)
            let bits = LockedInt(0)
        }
        let shared = Shared()
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for _ in 0..<10_000 {
                shared.counter.add(2)
                shared.counter.subtract(1)
            }
            shared.bits.setBits(1 << thread)
        }
        XCTAssertEqual(shared.counter.load(), 40_000)
        XCTAssertEqual(shared.bits.load(), 0b1111)
    }

    func testAtomicIntHasTheSameOperations() {
        let word = AtomicInt(1)
        XCTAssertEqual(word.setBits(2), 1)
        XCTAssertEqual(word.add(4), 3)
        XCTAssertEqual(word.subtract(7), 7)
        XCTAssertEqual(word.load(), 0)
    }
}
