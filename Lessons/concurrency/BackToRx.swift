import CourseKit
import Dispatch
import LessonKit
import RxBlocking
import RxCore

/// From async code back to Rx: an AsyncSequence's asObservable(), and Single.create around an
/// async closure, whose task is cancelled when the subscription is disposed.
let backToRx = Demo(
    id: "async-to-observable",
    documented: ""
) { play in
    // The tasks run on other threads: they have no ticks to draw.
    Trace.paused {
        let countdown = AsyncStream<Int> { continuation in
            for value in [3, 2, 1] { continuation.yield(value) }
            continuation.finish()
        }
        switch countdown.asObservable().toBlocking(timeout: 5).materialize() {
        case .completed(let elements): play.print("AsyncStream.asObservable(): \(elements), then completed")
        case .failed(let elements, let error): play.print("AsyncStream.asObservable(): \(elements), then \(error)")
        }

        let greeting = Single<String>.create { await greet("ann") }
        play.print("Single.create { await greet(\"ann\") }:", (try? greeting.toBlocking(timeout: 5).single()) ?? "nothing")

        let log = SharedLog()
        let ended = DispatchSemaphore(value: 0)
        let slow = Single<String>.create {
            do {
                try await Task.sleep(nanoseconds: 10_000_000_000)
                return "finished"
            } catch {
                log.add("the work saw: \(error)")
                ended.signal()
                throw error
            }
        }
        let subscription = slow.subscribe(onSuccess: { log.add("success: \($0)") }, onFailure: { log.add("failure: \($0)") })
        subscription.dispose()
        _ = ended.wait(timeout: .now() + 5)
        play.print("disposed at once;", log.lines.joined(separator: "; "))
    }
}

/// Some async work.
private func greet(_ name: String) async -> String {
    await Task.yield()
    return "hello, \(name)"
}
