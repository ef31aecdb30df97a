import CourseKit
import LessonKit
import RxCore

/// Errors: replace the failed sequence, replace the error with one value, or start again.
let errorOperators = Demo(
    id: "error-operators",
    documented: ""
) { play in
    let failing = play.cold("-a-#")
    _ = show("catch", failing.catch { _ in play.cold("-z-|") }, on: play)
    _ = show("catchAndReturn", failing.catchAndReturn("z"), on: play)
    // A cold reading that fails on its first two attempts and succeeds on the third.
    var attempts = 0
    let reading = Observable<String>.deferred {
        attempts += 1
        return play.cold(attempts <= 2 ? "-a-#" : "-a-b-|")
    }
    _ = show("retry", reading.retry(3), on: play)
}
