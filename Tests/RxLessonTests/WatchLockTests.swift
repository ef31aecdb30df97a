import Foundation
@testable import rxlesson
import XCTest

/// One `watch` per checkout: the lock refuses a second holder while the first holds it, says
/// who holds it, and is free again once the first lets go (as the end of its process does).
final class WatchLockTests: XCTestCase {
    func testASecondHolderIsRefusedUntilTheFirstLetsGo() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("watch-lock-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = WatchLock.file(root: root)
        guard case .held(let first) = WatchLock.take(file) else { return XCTFail("the first one holds it") }
        // Each take opens the file anew, as another process would: `flock` tells the two apart.
        guard case .heldElsewhere(let pid) = WatchLock.take(file) else { return XCTFail("a second one is refused") }
        XCTAssertEqual(pid, getpid(), "the refused one is told who holds it")
        first.release()
        guard case .held(let second) = WatchLock.take(file) else { return XCTFail("free once the first has let go") }
        second.release()
    }

    func testTheLockEndsWithItsHolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("watch-lock-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = WatchLock.file(root: root)
        // Held by the object alone: when it goes, the lock goes, with no call.
        do {
            guard case .held = WatchLock.take(file) else { return XCTFail("held") }
        }
        guard case .held(let again) = WatchLock.take(file) else { return XCTFail("an ended holder leaves no lock behind") }
        again.release()
    }
}
