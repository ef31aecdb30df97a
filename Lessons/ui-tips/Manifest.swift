import LessonKit
import RxCocoaKit
import RxCore

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let searchResults = ExerciseHarness(Exercise(
        id: "ui-tips-search",
        name: "SearchResults",
        title: Localized(zh: "搭一个像样的搜索框", en: "Build a proper search box"),
        task: Localized(
            zh: "用户在第 0、1、4、5、10 拍依次输入 R、Rx、Rx（带空格）、Rx、RxS；每次搜索 4 拍后才有结果（结果记作条数）。现在的代码为每次输入都发请求，旧结果还会在新结果之后到达。改成：每 3 秒（3 拍）最多放行一个查询（throttle：窗口里的第一个立即放行，窗口结束时放行最新的那个），和上次相同的查询不再搜索，新查询到来时丢掉旧请求。结果应该只有 Rx 的 4（第 7 拍）和 RxS 的 1（第 14 拍）。",
            en: "The user types R, Rx, Rx (with a space), Rx and RxS at ticks 0, 1, 4, 5 and 10; each search answers 4 ticks later (results drawn as their count). The current code sends a request for every keystroke, and old results can arrive after newer ones. Make it let at most one query through every 3 seconds (3 ticks) (throttle: the first of a window at once, the latest one when the window ends), skip a query equal to the previous one, and drop the old request when a new query arrives. R goes out at tick 0, but its request is dropped when Rx follows at tick 3. The results should be only Rx's 4 (tick 7) and RxS's 1 (tick 14)."
        ),
        hints: [
            Localized(zh: "文档的搜索链用了三个操作符来做这三件事，顺序是：限流、去重、只要最新。", en: "The document's search chain uses three operators for these three jobs, in this order: rate-limit, de-duplicate, keep only the latest."),
            Localized(zh: "throttle(_:scheduler:) 用参数里的 scheduler; distinctUntilChanged(); flatMap 换成 flatMapLatest。", en: "throttle(_:scheduler:) with the scheduler you are given; distinctUntilChanged(); flatMap becomes flatMapLatest."),
            Localized(zh: "query.throttle(.seconds(3), scheduler: scheduler).distinctUntilChanged().flatMapLatest { search($0) }", en: "query.throttle(.seconds(3), scheduler: scheduler).distinctUntilChanged().flatMapLatest { search($0) }"),
        ],
        expected: Expectation(marbles: "-------4------1-->")
    )) { (attempt: (Observable<String>, @escaping (String) -> Observable<[String]>, SchedulerType) -> Observable<[String]>, play) in
        let api = SearchAPI(play, latency: .seconds(4))
        let query = PublishSubject<String>()
        let search: (String) -> Observable<[String]> = { api.rawSearchResults($0) }
        let results = attempt(query.asObservable(), search, play.scheduler)
        play.record("result", results.map { $0.count })
        for (tick, text) in [(0, "R"), (1, "Rx"), (4, "Rx "), (5, "Rx"), (10, "RxS")] {
            play.at(tick) { query.onNext(text) }
        }
    }

    public static let sharedResults = ExerciseHarness(Exercise(
        id: "ui-tips-share",
        name: "SharedResults",
        title: Localized(zh: "两个界面元素，一个请求", en: "Two UI elements, one request"),
        task: Localized(
            zh: "搜索结果先绑定到一个数量标签（第 0 拍），第 7 拍屏幕上又出现一个列表，也订阅同样的结果（result）。现在每个订阅者都把整条链再跑一遍：列表会重新请求 Rx, 5 拍后才看到结果，服务器收到两个请求。让所有订阅者共用一条链，晚来的列表立刻拿到最近的结果，整个过程只有一个请求。第 14 拍屏幕关闭，文本框消失，结果随之完成。",
            en: "The search results are bound to a count label at tick 0; at tick 7 a list appears on screen and subscribes to the same results (result). Right now every subscriber runs the whole chain again: the list requests Rx anew, sees results only 5 ticks later, and the server gets two requests. Make all subscribers share one chain, so the late list gets the latest results at once and only one request is ever sent. At tick 14 the screen closes, its text field goes away and the results complete with it."
        ),
        hints: [
            Localized(zh: "文档在搜索链的末尾加了一个操作符，并提醒你注意它。", en: "The document ends its search chain with one operator and tells you to notice it."),
            Localized(zh: "share 让订阅者共用一个订阅；replay: 1 让晚来的订阅者立刻拿到最近的一个元素。", en: "share makes subscribers use one subscription; replay: 1 gives a late subscriber the latest element at once."),
            Localized(zh: "query.flatMapLatest { search($0) }.share(replay: 1)", en: "query.flatMapLatest { search($0) }.share(replay: 1)"),
        ],
        expected: Expectation(marbles: "4------|", output: """
        label: 4 results
        requests: 1
        """)
    )) { (attempt: (Observable<String>, @escaping (String) -> Observable<[String]>) -> Observable<[String]>, play) in
        let api = SearchAPI(play, latency: .seconds(4))
        let searchField = TextField()
        let countLabel = Label()
        let query = searchField.rx.text.orEmpty.asObservable()
        let search: (String) -> Observable<[String]> = { api.getSearchResults($0) }
        let results = attempt(query, search)
        let label = results.map { "\($0.count) results" }.bind(to: countLabel.rx.text)
        play.at(1) { searchField.replaceText(with: "Rx") }
        play.at(7) { play.record("result", results.map { $0.count }) }
        play.at(14) {
            play.print("label: \(countLabel.text ?? "nil")")
            play.print("requests: \(api.network.requestCount)")
            label.dispose()
            // The screen closes: its text field goes away here, and rx.text completes with it.
            withExtendedLifetime(searchField) {}
        }
    }
}
