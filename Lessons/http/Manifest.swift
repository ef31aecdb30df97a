import Foundation
import LessonKit
import RxCocoaKit
import RxCore

/// The exercises' server: `/page?name=Pizza` answers 200 with the text `Pizza` after 5 ticks,
/// any other name 404 with `missing`.
private func pageServer(_ play: Playground, latency: RxTimeInterval) -> FakeNetwork {
    MainThread.use(play.scheduler)
    let network = FakeNetwork(scheduler: play.scheduler, latency: latency)
    network.route("/page") { query in
        query["name"] == "Pizza" ? .init(statusCode: 200, body: "Pizza") : .init(statusCode: 404, body: "missing")
    }
    return network
}

private let pizzaPage = URL(string: "http://example.org/page?name=Pizza")!
private let missingPage = URL(string: "http://example.org/page?name=Pizzza")!

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let pageText = ExerciseHarness(Exercise(
        id: "http-status",
        name: "PageText",
        title: Localized(zh: "404 不是一个页面：检查状态码", en: "A 404 is not a page: check the status code"),
        task: Localized(
            zh: "rx.response 不管状态码，什么响应都给你。pageText 应该在 200..<300 时给出页面文字，否则以 HTTPError(statusCode:) 失败。先请求 Pizza（第 5 拍得到 Pizza），接着请求拼错的 Pizzza：服务器第 10 拍回 404，结果应该在这时失败，而不是把 missing 当成页面。",
            en: "rx.response hands you any answer, whatever its status code. pageText should give the page's text for 200..<300 and fail with HTTPError(statusCode:) otherwise. Pizza is requested first (Pizza at tick 5), then the misspelt Pizzza: the server answers 404 at tick 10, and the result must fail there instead of passing missing on as a page."
        ),
        hints: [
            Localized(zh: "map 只能变换元素；要在某些情况下变成 error，可以在 map 里 throw，或者用 flatMap 返回 .error。", en: "map only transforms elements; to turn some of them into an error, throw inside map, or return .error from flatMap."),
            Localized(zh: "检查 response.statusCode 是否在 200..<300（用 ~=）。", en: "Check whether response.statusCode is in 200..<300 (with ~=)."),
            Localized(zh: "guard 200..<300 ~= response.statusCode else { throw HTTPError(statusCode: response.statusCode) }", en: "guard 200..<300 ~= response.statusCode else { throw HTTPError(statusCode: response.statusCode) }"),
        ],
        expected: Expectation(marbles: "-----Pizza#"),
        allowedImports: ["Foundation"]
    )) { (attempt: (FakeNetwork, URL) -> Observable<String>, play) in
        let network = pageServer(play, latency: .seconds(5))
        play.record("result", attempt(network, pizzaPage).concat(attempt(network, missingPage)))
    }

    public static let pageOrGiveUp = ExerciseHarness(Exercise(
        id: "http-give-up",
        name: "PageOrGiveUp",
        title: Localized(zh: "3 秒没有响应就放弃", en: "Give up after 3 seconds without an answer"),
        task: Localized(
            zh: "今天服务器很慢，要 8 秒才应答。让 pageOrGiveUp 在 3 秒内没有收到任何东西时以超时错误失败；失败时请求要被取消（日志里是 cancelled t=3），而不是等到第 8 拍。",
            en: "The server is slow today and needs 8 seconds. Make pageOrGiveUp fail with a timeout error when nothing has arrived within 3 seconds; the request must then be cancelled (cancelled t=3 in the log) rather than waited for until tick 8."
        ),
        hints: [
            Localized(zh: "有一个操作符在规定时间内没有元素时发出错误。", en: "One operator fails when no element arrives within a given time."),
            Localized(zh: "timeout(_:scheduler:) 出错时会 dispose 上游，也就取消了请求；用参数给的 scheduler。", en: "timeout(_:scheduler:) disposes its source when it fails, which cancels the request; use the scheduler you are given."),
            Localized(zh: "request.timeout(.seconds(3), scheduler: scheduler)", en: "request.timeout(.seconds(3), scheduler: scheduler)"),
        ],
        expected: Expectation(marbles: "---#", output: "#1 GET /page?name=Pizza t=0 → cancelled t=3", subscriptionsEnd: true)
    )) { (attempt: (Observable<String>, SchedulerType) -> Observable<String>, play) in
        let network = pageServer(play, latency: .seconds(8))
        let request = network.rx.data(url: pizzaPage).map { String(decoding: $0, as: UTF8.self) }
        let page = attempt(request, play.scheduler)
        play.record("result", page)
        play.at(10) { network.log.forEach { play.print($0) } }
    }
}
