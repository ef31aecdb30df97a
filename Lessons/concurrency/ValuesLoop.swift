import CourseKit
import LessonKit
import RxCore

/// `for try await` over `.values`: the loop ends when the observable completes and throws
/// its error; an Infallible's values need no `try`.
let valuesLoop = Demo(
    id: "values-loop",
    documented: ""
) { play in
    // The loops run in a task on another thread: they have no ticks to draw.
    Trace.paused {
        let log = SharedLog()
        _ = waitForTask(seconds: 5) {
            for try await value in Observable.of(1, 2, 3).values {
                log.add("got \(value)")
            }
            log.add("the loop ended: of(1, 2, 3) completed")
            do {
                for try await value in Observable.of(4).concat(Observable<Int>.error(Broken())).values {
                    log.add("got \(value)")
                }
            } catch {
                log.add("the loop threw: \(error)")
            }
            for await value in Infallible.from([7, 8]).values {
                log.add("Infallible got \(value)")
            }
        }
        log.lines.forEach { play.print($0) }
    }
}
