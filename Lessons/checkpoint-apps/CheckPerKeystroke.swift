import CourseKit
import LessonKit
import RxCocoaKit
import RxCore

/// The checkpoint's problem as it stands: a sign-up form that asks the server about every keystroke.
let aCheckPerKeystroke = Demo(
    id: "check-per-keystroke",
    documented: ""
) { play in
    MainThread.use(play.scheduler)
    let scheduler = play.scheduler
    let username = PublishSubject<String>()
    let isFree = { (name: String) in
        Observable<Bool>.create { observer in
            play.print("check \(name) at tick \(play.now)")
            return scheduler.scheduleRelative((), dueTime: .milliseconds(500)) { _ in
                observer.onNext(name != "ali")
                observer.onCompleted()
                return Disposables.create()
            }
        }
    }
    _ = username
        .flatMap { isFree($0) }
        .asDriver(onErrorJustReturn: false)
        .drive(onNext: { play.print("sign up enabled: \($0) at tick \(play.now)") })
    for (tick, text) in [(1, "a"), (2, "al"), (3, "ali"), (7, "alix")] {
        play.at(tick) { username.onNext(text) }
    }
}
