import LessonKit
import RxCore

/// Creating an Observable does no work; subscribing does.
let creatingDoesNothing = Demo(
    id: "lazy",
    title: Localized(zh: "创建时什么也不发生，订阅时才开始", en: "Nothing happens on creation; subscribing starts the work"),
    explanation: Localized(
        zh: "文档用 searchWikipedia(\"me\") 举例：调用函数拿到 Observable 时还没有发出任何请求，subscribe 时才发。这里用一个假的搜索代替网络：请求在订阅时打印，结果晚 2 拍（0.2 秒）才到。第 5 拍才订阅，所以请求在第 5 拍，结果在第 7 拍。",
        en: "The document's example is searchWikipedia(\"me\"): getting the Observable from the function fires no request; subscribing does. A fake search stands in for the network here: it prints the request when subscribed, and the results arrive 2 ticks (0.2 s) later. We subscribe only at tick 5, so the request goes out at tick 5 and the results come at tick 7."
    ),
    documented: "",
    resolution: 0.1,
    note: Localized(
        zh: "文档的这个例子只有代码和注释，没有打印输出；这是虚拟时钟上的打印，每行前面是时间。",
        en: "The document's example is code and comments only, with no printed output; this is what the virtual clock prints, each line stamped with its time."
    )
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
