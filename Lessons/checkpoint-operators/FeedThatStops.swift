import CourseKit
import LessonKit
import RxCore

struct FetchFailed: Error {}

/// The checkpoint's problem as it stands: a feed polled every 0.4 s, stopped for good by one failed fetch.
let oneFailureEndsTheFeed = Demo(
    id: "feed-stops",
    documented: ""
) { play in
    let scheduler = play.scheduler
    let fetch = { (number: Int) in
        Observable<String>.create { observer in
            play.print("fetch \(number) at tick \(play.now)")
            if number == 1 {
                observer.onError(FetchFailed())
                return Disposables.create()
            }
            return scheduler.scheduleRelative((), dueTime: .milliseconds(100)) { _ in
                observer.onNext("n\(number)")
                observer.onCompleted()
                return Disposables.create()
            }
        }
    }
    _ = Observable<Int>.interval(.milliseconds(400), scheduler: scheduler)
        .flatMap { fetch($0) }
        .subscribe(onNext: { play.print("feed: \($0) at tick \(play.now)") },
                   onError: { _ in play.print("feed failed at tick \(play.now)") })
}
