import CourseKit
import LessonKit
import RxCore

/// A cache that may hold the avatar: a Maybe; on empty, download it (a Single).
let maybeOrDownload = Demo(
    id: "maybe",
    documented: ""
) { play in
    let download = play.scheduler.createColdObservable([.next(3, "net"), .completed(3)]).asObservable().asSingle()
    let hit = play.scheduler.createColdObservable([.next(1, "disk"), .completed(1)]).asObservable()
    let miss = play.scheduler.createColdObservable([.completed(1, String.self)]).asObservable()

    _ = play.probe("hit", hit).asMaybe()
        .ifEmpty(switchTo: download)
        .subscribe(onSuccess: { play.print("cache hit: success(\($0))") })
    _ = play.probe("miss", miss).asMaybe()
        .ifEmpty(switchTo: download)
        .subscribe(onSuccess: { play.print("cache miss: success(\($0))") })
    play.sleep(0.6)
}
