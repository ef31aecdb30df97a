import CourseKit
import LessonKit
import RxCore

/// share(): one subscription to the source for every subscriber, made at the first and disposed after the last.
let shareMakesHot = Demo(
    id: "share-makes-hot",
    documented: ""
) { play in
    let source = play.cold("-a--b--c--d--|")
    func counted(_ name: String) -> Observable<String> {
        Observable.create { observer in
            play.print("t=\(play.now) work starts for \(name)")
            return source.subscribe(observer)
        }
    }
    let shared = counted("shared").share()
    let latest = counted("latest").share(replay: 1)
    _ = play.probe("shared", shared).subscribe()
    _ = play.probe("latest", latest).subscribe()
    play.at(5) {
        _ = play.probe("shared", shared).subscribe()
        _ = play.probe("latest", latest).subscribe()
    }
}
