import Foundation
import XCTest
import RxCore

/// No lock is held while calling out (RxSwift main's order). Each test makes a call-out wait,
/// on a real thread and for a bounded time, for a second thread that needs the operator's
/// lock: with the lock still held, that wait times out (a deadlock, but bounded) and the test
/// fails; with the lock released first, the second thread gets through at once.
final class LockOrderTests: XCTestCase {
    private static let timeout = 2.0

    /// Runs `needsTheLock` on another thread and waits for it, at most `timeout` seconds.
    /// The thread is waited for in `tearDown` either way, so no test leaves one behind.
    private func otherThread(_ needsTheLock: @escaping () -> Void) -> DispatchTimeoutResult {
        let done = DispatchSemaphore(value: 0)
        threads.enter()
        DispatchQueue.global().async {
            needsTheLock()
            done.signal()
            self.threads.leave()
        }
        return done.wait(timeout: .now() + Self.timeout)
    }

    private let threads = DispatchGroup()

    override func tearDown() {
        // A thread still blocked has got its lock by now (the waiting call-out gave up).
        XCTAssertEqual(threads.wait(timeout: .now() + 10), .success, "a helper thread never finished")
        super.tearDown()
    }

    func testDisposingAConnectionDisposesItsSourceOutsideTheConnectableLock() {
        var connectable: ConnectableObservable<Int>?
        var otherThreadGotThrough: DispatchTimeoutResult?
        let source = Observable<Int>.create { _ in
            Disposables.create {
                // Subscribing takes the connectable's lock.
                otherThreadGotThrough = self.otherThread { _ = connectable?.subscribe { _ in } }
            }
        }
        connectable = source.publish()
        let connection = connectable?.connect()
        connection?.dispose()
        XCTAssertEqual(otherThreadGotThrough, .success)
    }

    func testZipOverACollectionDisposesAFinishedSourceOutsideItsLock() {
        let other = PublishSubject<Int>()
        var finish: AnyObserver<Int>?
        var otherThreadGotThrough: DispatchTimeoutResult?
        let finishing = Observable<Int>.create { observer in
            finish = observer
            return Disposables.create {
                guard otherThreadGotThrough == nil else { return }
                // An element for zip takes zip's lock.
                otherThreadGotThrough = self.otherThread { other.onNext(1) }
            }
        }
        var events: [Event<[Int]>] = []
        let subscription = Observable.zip([finishing, other.asObservable()]).subscribe { events.append($0) }
        finish?.onCompleted()
        XCTAssertEqual(otherThreadGotThrough, .success)
        _ = threads.wait(timeout: .now() + 10)
        // The finished source had nothing buffered: the other's element can never pair.
        XCTAssertEqual(events.map(\.description), ["completed"])
        subscription.dispose()
    }

    func testAReplaySubjectReplaysOutsideItsLockAndKeepsTheOrder() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.onNext(2)
        var seen: [Int] = []
        var otherThreadGotThrough: DispatchTimeoutResult?
        let subscription = subject.subscribe(onNext: { value in
            seen.append(value)
            guard value == 1 else { return }
            // Sending to the subject takes its lock.
            otherThreadGotThrough = self.otherThread { subject.onNext(3) }
        })
        XCTAssertEqual(otherThreadGotThrough, .success)
        _ = threads.wait(timeout: .now() + 10)
        XCTAssertEqual(seen, [1, 2, 3], "an element sent during the replay follows it")
        subject.onNext(4)
        XCTAssertEqual(seen, [1, 2, 3, 4])
        subscription.dispose()
    }

    func testAReplaySubjectCompletedDuringTheReplayCompletesAfterIt() {
        let subject = ReplaySubject<String>.createUnbounded()
        subject.onNext("a")
        var seen: [String] = []
        var otherThreadGotThrough: DispatchTimeoutResult?
        _ = subject.subscribe(onNext: { value in
            seen.append(value)
            guard value == "a" else { return }
            otherThreadGotThrough = self.otherThread { subject.onNext("b"); subject.onCompleted() }
        }, onCompleted: { seen.append("|") })
        XCTAssertEqual(otherThreadGotThrough, .success)
        _ = threads.wait(timeout: .now() + 10)
        XCTAssertEqual(seen, ["a", "b", "|"])
    }
}
