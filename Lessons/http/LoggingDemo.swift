import Foundation
import LessonKit
import RxCocoaKit
import RxCore

/// The document's `Logging.URLRequests` filter.
let loggingHTTPTraffic = Demo(
    id: "logging",
    title: Localized(zh: "记录 HTTP 流量: Logging.URLRequests 过滤器", en: "Logging HTTP traffic: the Logging.URLRequests filter"),
    explanation: Localized(
        zh: "调试模式下 RxCocoa 把每个请求打印成一条 curl 命令, 再打印结果和耗时。Logging.URLRequests 是一个闭包, 决定哪些请求要打印: 这里只打印 API 请求, 图片请求不打印。三个请求: 页面 (200)、拼错的页面 (404)、一张图片 (不记录); 耗时按虚拟时钟算。最后网络自己的请求日志列出全部三个, 包括没打印的那张图片。FakeNetwork 自己不打印, 这个课程目录里的 loggedResponse(url:) 代它按 RxCocoa 的格式打印。",
        en: "In a debug build RxCocoa prints every request as a curl command, then its outcome and duration. Logging.URLRequests is a closure that decides which requests are printed: here only API requests, not image downloads. Three requests: the page (200), the misspelt page (404) and an image (not logged); durations are measured on the virtual clock. At the end the network's own request log lists all three, the unlogged image included. FakeNetwork does not print by itself; loggedResponse(url:) in this lesson's folder prints on its behalf, in RxCocoa's format."
    ),
    documented: "",
    resolution: 0.1,
    note: Localized(
        zh: "文档只给了 Logging 的定义, 没有输出; 这是过滤器在假网络和虚拟时钟上打印的内容。",
        en: "The document gives only the definition of Logging, no output; this is what the filter lets through on the fake network and the virtual clock."
    )
) { play in
    let network = fakeWikipedia(play)
    network.route("/static/pizza.jpg") { _ in .init(statusCode: 200, body: "JPEG", latency: .milliseconds(200)) }
    let saved = Logging.URLRequests
    defer { Logging.URLRequests = saved }
    // Log API calls only; images are too many to read.
    Logging.URLRequests = { url in url.path.hasPrefix("/w/") }

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
