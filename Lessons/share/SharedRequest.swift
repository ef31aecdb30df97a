import CourseKit
import LessonKit
import RxCore

/// A request wrapped with create is cold too: sharing it sends it once.
let sharedRequestIsSentOnce = Demo(
    id: "shared-request",
    documented: ""
) { play in
    let response = Observable<String>.create { observer in
        play.say(zh: "发出请求", en: "request sent")
        let reply = Observable<Int>.timer(.milliseconds(300), scheduler: play.scheduler)
            .subscribe(onNext: { _ in
                observer.on(.next("200 OK"))
                observer.on(.completed)
            })
        return Disposables.create { reply.dispose() }
    }
    let shared = play.probe("request", response).share(replay: 1)
    _ = play.probe("label", shared).subscribe(onNext: { play.print("label: \($0)") })
    _ = play.probe("badge", shared).subscribe(onNext: { play.print("badge: \($0)") })
    play.at(6) {
        _ = play.probe("later", shared).subscribe(onNext: { play.print("later: \($0)") })
    }
}
