import CourseKit
import LessonKit
import RxCore

/// debug("my probe"): every event, subscription and disposal, logged.
let debugMyProbe = Demo(
    id: "debug-probe",
    documented: """
    [my probe] subscribed
    Subscribed
    [my probe] -> Event next(Box(0))
    This is simply 0
    [my probe] -> Event next(Box(1))
    This is simply 1
    [my probe] -> Event next(Box(2))
    This is simply 2
    [my probe] -> Event next(Box(3))
    This is simply 3
    [my probe] -> Event next(Box(4))
    This is simply 4
    [my probe] dispose
    Disposed
    """
) { play in
    let subscription = myInterval(0.1, on: play)
        .debug("my probe")
        .map { "This is simply \($0)" }
        .subscribe(onNext: { play.print($0) })
    play.sleep(0.5)
    subscription.dispose()
}

extension ObservableType {
    /// A debug operator of our own, built with create: it prints through `play` like
    /// every demo line, and forwards each event unchanged.
    func myDebug(identifier: String, _ play: Playground) -> Observable<Element> {
        Observable<Element>.create { observer in
            play.print("subscribed \(identifier)")
            let subscription = self.subscribe { event in
                play.print("event \(identifier) \(event)")
                observer.on(event)
            }
            return Disposables.create {
                play.print("disposing \(identifier)")
                subscription.dispose()
            }
        }
    }
}

/// myDebug: the same idea in a dozen lines.
let myDebugWithCreate = Demo(
    id: "my-debug",
    documented: ""
) { play in
    let subscription = myInterval(0.1, on: play)
        .myDebug(identifier: "my probe", play)
        .map { "This is simply \($0)" }
        .subscribe(onNext: { play.print($0) })
    play.sleep(0.3)
    subscription.dispose()
}
