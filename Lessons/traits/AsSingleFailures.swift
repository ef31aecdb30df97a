import CourseKit
import LessonKit
import RxCore

/// asSingle on one element, on none and on two; asMaybe on none.
let asSingleFailures = Demo(
    id: "as-single-failures",
    documented: ""
) { play in
    let one = play.scheduler.createColdObservable([.next(2, "a"), .completed(4)]).asObservable()
    let none = play.scheduler.createColdObservable([.completed(4, String.self)]).asObservable()
    let two = play.scheduler.createColdObservable([.next(2, "a"), .next(3, "b"), .completed(4)]).asObservable()

    _ = play.probe("one", one).asSingle()
        .subscribe(onSuccess: { play.print("one: success(\($0))") }, onFailure: { play.print("one: failure(\($0))") })
    _ = play.probe("none", none).asSingle()
        .subscribe(onSuccess: { play.print("none: success(\($0))") }, onFailure: { play.print("none: failure(\($0))") })
    _ = play.probe("two", two).asSingle()
        .subscribe(onSuccess: { play.print("two: success(\($0))") }, onFailure: { play.print("two: failure(\($0))") })
    _ = play.probe("none", none).asMaybe()
        .subscribe(
            onSuccess: { play.print("none as Maybe: success(\($0))") },
            onError: { play.print("none as Maybe: error(\($0))") },
            onCompleted: { play.print("none as Maybe: completed") }
        )
    play.sleep(0.6)
}
