import CourseKit
import LessonKit
import RxBlocking
import RxCore

/// SerialDispatchQueueScheduler on a real queue: work items run one at a time, in the order
/// they were scheduled, and observe(on:) delivers there in order.
let serialScheduler = Demo(
    id: "serial-scheduler",
    documented: ""
) { play in
    // Real threads have no ticks to draw: the chains are left out of the figure.
    Trace.paused {
        let worker = NamedQueue("worker")
        let overlap = Overlap()
        let log = SharedLog()
        for item in 1...5 {
            _ = worker.scheduler.schedule(item) { item in
                overlap.during { log.add("\(item)@\(NamedQueue.current)") }
                return Disposables.create()
            }
        }
        worker.drain()
        play.print("scheduled 1...5, ran:", log.lines.joined(separator: " "))
        play.print("most items running at once:", overlap.most)

        let tens = try? Observable.of(1, 2, 3)
            .observe(on: worker.scheduler)
            .map { "\($0 * 10)@\(NamedQueue.current)" }
            .toBlocking()
            .toArray()
        play.print("observe(on: worker).map:", (tens ?? []).joined(separator: " "))
        worker.drain()
    }
}
