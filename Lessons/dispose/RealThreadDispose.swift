import CourseKit
import Dispatch
import Foundation
import LessonKit
import RxCore

/// The other side of the document's answer ("not necessarily"): the same interval on a real serial queue,
/// disposed from another thread, many times over, counting the runs in which an element was
/// still being printed after dispose() had returned.
let intervalDisposedFromAnotherThread = Demo(
    id: "interval-dispose-real-threads",
    documented: ""
) { play in
    let runs = 200
    var late = 0
    // Real time has no ticks to draw: the runs are left out of the figure.
    Trace.paused {
        for _ in 0..<runs where RealThreadRun().printsAfterDispose() { late += 1 }
    }
    play.print("\(late)/\(runs)")
}

/// One run: an interval every 0.2 ms on its own serial queue, disposed from this thread as soon
/// as its second element starts printing.
private final class RealThreadRun: @unchecked Sendable {
    private let lock = NSLock()
    private var disposeReturned = false
    private var printedAfterDispose = false
    private let secondStarted = DispatchSemaphore(value: 0)

    func printsAfterDispose() -> Bool {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rxlesson.dispose-demo")
        let subscription = Observable<Int>.interval(.microseconds(200), scheduler: scheduler)
            .subscribe(onNext: { [self] value in
                if value == 1 { secondStarted.signal() }
                // "Printing" takes a little while, as a real print does.
                Thread.sleep(forTimeInterval: 0.000_05)
                lock.lock()
                if disposeReturned { printedAfterDispose = true }
                lock.unlock()
            })
        _ = secondStarted.wait(timeout: .now() + 1)
        subscription.dispose()
        lock.lock()
        disposeReturned = true
        lock.unlock()
        // Let whatever was in flight finish before reading the verdict.
        Thread.sleep(forTimeInterval: 0.000_5)
        lock.lock()
        defer { lock.unlock() }
        return printedAfterDispose
    }
}
