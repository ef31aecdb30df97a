import LessonKit
import RxCore

/// Creating an Observable does no work; subscribing does.
let creatingDoesNothing = Demo(
    id: "lazy",
    documented: "",
    resolution: 0.1
) { play in
    let scheduler = play.scheduler
    func stamp() -> String { String(format: "%.1f s", Double(play.now) * play.resolution) }
    func searchWikipedia(_ searchTerm: String) -> Observable<String> {
        Observable.create { observer in
            play.print("\(stamp()): request fired for \"\(searchTerm)\"")
            return scheduler.scheduleRelative((), dueTime: .milliseconds(200)) { _ in
                observer.onNext("results for \"\(searchTerm)\"")
                observer.onCompleted()
                return Disposables.create()
            }
        }
    }
    let searchForMe = play.probe("searchWikipedia(\"me\")", searchWikipedia("me"))
    play.print("\(stamp()): searchForMe created")
    play.sleep(0.5)
    _ = searchForMe.subscribe(onNext: { results in play.print("\(stamp()): \(results)") })
}
