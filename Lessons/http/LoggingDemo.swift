import Foundation
import LessonKit
import RxCocoaKit
import RxCore

/// The document's `Logging.URLRequests` filter, `URLSession.rx.shouldLogRequest` in RxCocoa 6.
let loggingHTTPTraffic = Demo(
    id: "logging",
    title: Localized(zh: "记录 HTTP 流量：URLSession.rx.shouldLogRequest 过滤器", en: "Logging HTTP traffic: the URLSession.rx.shouldLogRequest filter"),
    explanation: Localized(
        zh: "调试版的 RxCocoa 在每个请求结束时把它打印成一条 curl 命令，再打印结果和耗时。决定哪些请求要打印的闭包，在文档里是 Logging.URLRequests（RxCocoa 3 到 5），RxCocoa 6 删掉了 Logging，改成 URLSession.rx.shouldLogRequest，默认在 DEBUG 下返回 true，否则返回 false；这里用 FakeNetwork.rx.shouldLogRequest 扮演它，旧名仍能编译，但编译器会提示新名字。本例只打印 API 请求，不打印图片请求。三个请求：页面（200）、拼错的页面（404）、一张图片（不记录）；耗时按虚拟时钟算。最后网络自己的请求日志列出全部三个，包括没打印的那张图片。FakeNetwork 自己不打印，这个课程目录里的 loggedResponse(url:) 代它按 RxCocoa 的格式打印。",
        en: "In a debug build RxCocoa prints every request as a curl command when it finishes, then its outcome and duration. The closure that decides which requests are printed is Logging.URLRequests in the document (RxCocoa 3 to 5); RxCocoa 6 removed Logging and made it URLSession.rx.shouldLogRequest, which by default returns true in DEBUG builds and false otherwise. FakeNetwork.rx.shouldLogRequest plays it here; the old name still compiles, with a warning naming the new one. In this example only API requests are printed, not image downloads. Three requests: the page (200), the misspelt page (404) and an image (not logged); durations are measured on the virtual clock. At the end the network's own request log lists all three, the unlogged image included. FakeNetwork does not print by itself; loggedResponse(url:) in this lesson's folder prints on its behalf, in RxCocoa's format."
    ),
    documented: "",
    resolution: 0.1,
    note: Localized(
        zh: "文档只给了 Logging 的定义（RxCocoa 6 里是 URLSession.rx.shouldLogRequest），没有输出；这是过滤器在假网络和虚拟时钟上打印的内容。",
        en: "The document gives only the definition of Logging (URLSession.rx.shouldLogRequest in RxCocoa 6), no output; this is what the filter lets through on the fake network and the virtual clock."
    )
) { play in
    let network = fakeWikipedia(play)
    network.route("/static/pizza.jpg") { _ in .init(statusCode: 200, body: "JPEG", latency: .milliseconds(200)) }
    let saved = FakeNetwork.rx.shouldLogRequest
    defer { FakeNetwork.rx.shouldLogRequest = saved }
    // Log API calls only; images are too many to read. (The document: Logging.URLRequests.)
    FakeNetwork.rx.shouldLogRequest = { url in url.path.hasPrefix("/w/") }

    let bag = DisposeBag()
    let image = URL(string: "http://en.wikipedia.org/static/pizza.jpg")!
    for (name, url) in [("Pizza", pizzaURL), ("Pizzza", misspeltURL), ("image", image)] {
        play.probe(name, network.rx.loggedResponse(url: url).map(\.response.statusCode))
            .subscribe()
            .disposed(by: bag)
    }
    play.sleep(1.0)
    network.log.forEach { play.print($0) }
}
