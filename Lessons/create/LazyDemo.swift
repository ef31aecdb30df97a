import CourseKit
import LessonKit
import RxCore

/// Creating an Observable does no work; subscribing does.
let creatingDoesNothing = Demo(
    id: "lazy",
    documented: ""
) { play in
    let scheduler = play.scheduler
    func stamp() -> String { String(format: play.language == .zh ? "%.1f 秒" : "%.1f s", Double(play.now) * Tick.seconds) }
    func searchWikipedia(_ searchTerm: String) -> Observable<String> {
        Observable.create { observer in
            play.say(zh: "\(stamp())：为“\(searchTerm)”发出请求", en: "\(stamp()): request fired for \"\(searchTerm)\"")
            return scheduler.scheduleRelative((), dueTime: .milliseconds(200)) { _ in
                observer.onNext("results for \"\(searchTerm)\"")
                observer.onCompleted()
                return Disposables.create()
            }
        }
    }
    let searchForMe = play.probe("searchWikipedia(\"me\")", searchWikipedia("me"))
    play.say(zh: "\(stamp())：searchForMe 已创建", en: "\(stamp()): searchForMe created")
    play.sleep(0.5)
    _ = searchForMe.subscribe(onNext: { results in play.say(zh: "\(stamp())：\(results)", en: "\(stamp()): \(results)") })
}
