import CourseKit
import LessonKit
import RxCore

/// `try await trait.value`: a Single's element, a Maybe's element or nil, a Completable's
/// completion; a failure is thrown.
let traitValue = Demo(
    id: "trait-value",
    documented: ""
) { play in
    // The awaits run in a task on another thread: they have no ticks to draw.
    Trace.paused {
        let log = SharedLog()
        _ = waitForTask(seconds: 5) {
            log.add("Single.just(42).value: \(try await Single.just(42).value)")
            let nothing: Int? = try await Maybe<Int>.empty().value
            log.add("Maybe.empty().value: \(String(describing: nothing))")
            try await Completable.empty().value
            log.add("Completable.empty().value: returned")
            do {
                _ = try await Single<Int>.error(Broken()).value
            } catch {
                log.add("Single.error(broken).value threw: \(error)")
            }
        }
        log.lines.forEach { play.print($0) }
    }
}
