import CourseKit
import Dispatch
import LessonKit
import RxCore

/// A loop over an observable that never completes waits for ever; cancelling its task
/// disposes the subscription and ends the loop.
let cancelNeverEnding = Demo(
    id: "cancel-never-ending",
    documented: ""
) { play in
    // The loop runs in a task on another thread: it has no ticks to draw.
    Trace.paused {
        let subject = PublishSubject<Int>()
        let log = SharedLog()
        let gotOne = DispatchSemaphore(value: 0)
        let stream = subject.do(onDispose: { log.add("the subscription was disposed") }).values
        let loop = Task.detached {
            do {
                for try await value in stream {
                    log.add("got \(value)")
                    gotOne.signal()
                }
                log.add("the loop ended without an error")
            } catch {
                log.add("the loop threw: \(error)")
            }
        }
        subject.onNext(1)
        _ = gotOne.wait(timeout: .now() + 5)
        log.add("still waiting: the subject never completes; cancelling the task")
        loop.cancel()
        _ = waitForTask(seconds: 5) { await loop.value }
        log.lines.forEach { play.print($0) }
        play.print("the subject has observers:", subject.hasObservers)
    }
}
