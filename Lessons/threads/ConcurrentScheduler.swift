import CourseKit
import Foundation
import LessonKit
import RxBlocking
import RxCore

/// A concurrent scheduler may run its work items side by side and finish them in any order;
/// the events of one observable that observe(on:) delivers there still come one at a time,
/// in order. OperationQueueScheduler is as concurrent as its queue allows.
let concurrentScheduler = Demo(
    id: "concurrent-scheduler",
    documented: ""
) { play in
    // Real threads have no ticks to draw: the chains are left out of the figure.
    Trace.paused {
        let pool = NamedQueue.concurrent("pool")
        let scheduler = ConcurrentDispatchQueueScheduler(queue: pool)
        let log = SharedLog()
        for item in 1...8 {
            _ = scheduler.schedule(item) { item in
                log.add("\(item)@\(NamedQueue.current)")
                return Disposables.create()
            }
        }
        pool.sync(flags: .barrier) {}
        // Their order changes from run to run: only what does not is printed.
        let ran = log.lines
        play.print("scheduled 8 items, ran \(ran.count), all on pool:", ran.allSatisfy { $0.hasSuffix("@pool") })

        let overlap = Overlap()
        let delivered = try? Observable.range(start: 1, count: 8)
            .observe(on: scheduler)
            .map { value in overlap.during { value } }
            .toBlocking()
            .toArray()
        play.print("observe(on: pool) delivered:", delivered ?? [])
        play.print("most events being handled at once:", overlap.most)
        pool.sync(flags: .barrier) {}

        let operations = OperationQueue()
        operations.maxConcurrentOperationCount = 1
        let single = OperationQueueScheduler(operationQueue: operations)
        let order = SharedLog()
        for item in 1...5 {
            _ = single.schedule(item) { item in
                order.add("\(item)")
                return Disposables.create()
            }
        }
        operations.waitUntilAllOperationsAreFinished()
        play.print("maxConcurrentOperationCount = 1, ran:", order.lines.joined(separator: " "))
    }
}
