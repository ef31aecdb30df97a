import CourseKit
import LessonKit
import RxCore

struct DiskFull: Error, CustomStringConvertible {
    var description: String { "disk full" }
}

/// Saving has no result but "done" or an error: a Completable; andThen starts the reload.
let completableThenSingle = Demo(
    id: "completable",
    documented: ""
) { play in
    let writes = play.scheduler.createColdObservable([.next(1, "part 1"), .next(2, "part 2"), .completed(2)]).asObservable()
    let save = play.probe("writes", writes).ignoreElements().asCompletable()
    let reload = play.scheduler.createColdObservable([.next(2, "v2"), .completed(2)]).asObservable().asSingle()
    _ = save.andThen(reload)
        .subscribe(onSuccess: { play.print("reloaded: \($0)") }, onFailure: { play.print("failed: \($0)") })

    let fullDisk = play.scheduler.createColdObservable([.next(1, "part 1"), .error(2, DiskFull())]).asObservable()
    _ = play.probe("full disk", fullDisk).ignoreElements().asCompletable()
        .subscribe(onCompleted: { play.print("saved") }, onError: { play.print("save failed: \($0)") })
    play.sleep(0.6)
}
