import CourseKit
import LessonKit
import RxBlocking
import RxCore

/// RxBlocking: waiting on the current thread for a sequence to end. Fine for a finite sequence
/// that runs by itself; a sequence that never ends is waited for until the timeout, and one on
/// a TestScheduler never moves while the thread that would advance its clock waits.
let blocking = Demo(
    id: "rx-blocking",
    documented: ""
) { play in
    // Not drawn: these calls wait in real time, which the virtual clock's figure cannot place.
    Trace.paused {
        let numbers = Observable.of(1, 2, 3)
        play.print("toArray():", (try? numbers.toBlocking().toArray()) ?? [])
        let first = try? numbers.toBlocking().first()
        play.print("first():", first.map { "\($0)" } ?? "nil")
        switch numbers.concat(Observable<Int>.error(TestError("boom"))).toBlocking().materialize() {
        case .completed(let elements): play.print("materialize(): completed(elements: \(elements))")
        case .failed(let elements, let error): play.print("materialize(): failed(elements: \(elements), error: \(error))")
        }

        // An interval on the virtual clock never ends, and its clock is this thread's to advance.
        let ticks = Observable<Int>.interval(.seconds(1), scheduler: play.scheduler)
        do {
            let all = try ticks.toBlocking(timeout: 0.05).toArray()
            play.print("toArray():", all)
        } catch {
            play.print("toBlocking(timeout: 0.05).toArray():", error)
        }
    }
}
