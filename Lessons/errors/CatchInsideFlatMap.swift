import LessonKit
import RxCore

/// The value a feed request returns (the document's JSON type, reduced to a number).
struct JSON: CustomStringConvertible {
    let value: Int
    init(_ value: Int) { self.value = value }
    var description: String { "JSON(\(value))" }
}

struct FeedUnavailable: Error, CustomStringConvertible {
    var description: String { "feed unavailable" }
}

/// A fake API on the virtual clock: answers a tick later, fails for "important karate".
private func loadFeed(_ word: String, _ play: Playground) -> Observable<JSON> {
    Observable<Int>.timer(.seconds(1), scheduler: play.scheduler)
        .flatMap { _ -> Observable<JSON> in
            word.contains("karate") ? .error(FeedUnavailable()) : .just(JSON(word.count))
        }
}

/// catch inside flatMap keeps the outer sequence alive; outside it ends it.
let catchInsideFlatMap = Demo(
    id: "catch-inside-flat-map",
    title: Localized(zh: "catch 放在 flatMap 里面，外层才能活下去", en: "catch inside flatMap keeps the outer sequence alive"),
    explanation: Localized(
        zh: "文档在 \"调试编译错误\" 里用了这样一条链：过滤出重要的词，flatMap 到一次网络请求，在请求上 catchError 返回 JSON(1)。位置很关键：catch 在 flatMap 里面时，失败的只是那一次请求，它被替换成 JSON(1)，外层继续处理后面的词；如果 catch 放在 flatMap 外面，第一次失败就结束了整条链，只剩一个后备值。闭包都写明了参数和返回类型（-> Observable<JSON>），这正是文档建议的：编译器推断不出类型时，先把闭包的类型写出来。",
        en: "In its section on compiler errors the document uses this chain: keep the important words, flatMap each to a network request, and catchError on the request returning JSON(1). Where the catch sits matters: inside flatMap, only that one request fails and is replaced by JSON(1) while the outer sequence goes on with the next words; outside flatMap, the first failure ends the whole chain, leaving a single fallback value. The closures spell out their parameter and return types (-> Observable<JSON>), which is the document's advice: when the compiler cannot infer a type, write the closure's types first."
    ),
    documented: "",
    note: Localized(
        zh: "文档的这段代码是为了讲编译错误，没有输出（它调用的 Flickr API 是虚构的）；这里用一个假的请求在虚拟时钟上运行它。",
        en: "The document's snippet is about compiler errors and prints nothing (its Flickr API is made up); a fake request runs it here on the virtual clock."
    )
) { play in
    let words = play.scheduler.createHotObservable([
        .next(1, "important yoga"), .next(3, "important karate"), .next(4, "boring chess"),
        .next(5, "important sailing"), .completed(7),
    ])
    let important = play.probe("word", words).share().filter { (s: String) -> Bool in s.contains("important") }

    let inside = important.flatMap { (word: String) -> Observable<JSON> in
        loadFeed(word, play)
            .catch { (error: Error) -> Observable<JSON> in .just(JSON(1)) }
    }
    let outside = important
        .flatMap { (word: String) -> Observable<JSON> in loadFeed(word, play) }
        .catch { (error: Error) -> Observable<JSON> in .just(JSON(1)) }

    _ = play.probe("catch inside", inside).subscribe(onNext: { play.print("inside: \($0)") }, onCompleted: { play.print("inside: completed") })
    _ = play.probe("catch outside", outside).subscribe(onNext: { play.print("outside: \($0)") }, onCompleted: { play.print("outside: completed") })
    play.sleep(8) // a test scheduler's hot observable must outlive its events
}
