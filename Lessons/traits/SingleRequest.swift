import CourseKit
import LessonKit
import RxCore

struct NotFound: Error, CustomStringConvertible {
    var description: String { "404 not found" }
}

/// A request as a Single: after 3 ticks it succeeds with the user's name, or fails.
func fetchUser(_ id: Int, _ play: Playground) -> Single<String> {
    Single<String>.create { single in
        play.scheduler.scheduleRelative((), dueTime: .milliseconds(300)) { _ in
            if id == 1 {
                single(.success("ann"))
            } else {
                single(.failure(NotFound()))
            }
            return Disposables.create()
        }
    }
}

/// Single: one element or an error, and nothing else.
let singleRequest = Demo(
    id: "single",
    documented: ""
) { play in
    for id in [1, 2] {
        _ = fetchUser(id, play).subscribe(
            onSuccess: { name in play.print("user \(id): success(\(name))") },
            onFailure: { error in play.print("user \(id): failure(\(error))") }
        )
    }
    play.sleep(0.5)
}
