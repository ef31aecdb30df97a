import Foundation
import LessonKit
import RxCocoaKit
import RxCore

/// A failed request, told apart by its status code (the document's `yourNSError`).
public struct HTTPError: Error, CustomStringConvertible {
    public let statusCode: Int
    public var description: String { "HTTPError(statusCode: \(statusCode))" }

    public init(statusCode: Int) {
        self.statusCode = statusCode
    }
}

/// The document's lower-level `rx.response` with `debug` and a status check in `flatMap`.
let responseWithDebugAndStatus = Demo(
    id: "response-debug",
    title: Localized(zh: "rx.response：自己检查状态码，用 debug 看过程", en: "rx.response: check the status yourself, watch it with debug"),
    explanation: Localized(
        zh: "rx.response 给出（响应，数据），不管状态码是多少。flatMap 里判断：200..<300 就把数据变成文字（just），否则返回一个 error。debug(\"my request\") 把订阅、每个事件和释放都打印出来（这里时间是虚拟时钟的拍）。第一个请求拿到 200 和页面；1 秒后拼错页名的请求拿到 404，序列以 error 结束，subscribe 里的 print 把它也打印出来。",
        en: "rx.response gives (response, data) whatever the status code. flatMap decides: for 200..<300 it turns the data into text (just), otherwise it returns an error. debug(\"my request\") prints the subscription, every event and the disposal (the times here are virtual ticks). The first request gets 200 and the page; a second one a second later, with the page name misspelt, gets 404, and the sequence ends with an error, which the print in subscribe shows as well."
    ),
    documented: "",
    resolution: 0.1,
    note: Localized(
        zh: "文档没有给出打印结果；这是两次请求（200 和 404）在虚拟时钟上的 debug 输出和事件。",
        en: "The document shows no printed result; this is the debug output and the events of two requests (200 and 404) on the virtual clock."
    )
) { play in
    let network = fakeWikipedia(play)
    func page(_ url: URL) -> Observable<String> {
        network.rx.response(url: url)
            .debug("my request")
            .flatMap { response, data -> Observable<String> in
                if 200..<300 ~= response.statusCode {
                    return .just(String(decoding: data, as: UTF8.self))
                } else {
                    return .error(HTTPError(statusCode: response.statusCode))
                }
            }
    }
    _ = play.probe("Pizza", page(pizzaURL)).subscribe { event in play.print(event) }
    play.sleep(1.0)
    _ = play.probe("Pizzza", page(misspeltURL)).subscribe { event in play.print(event) }
}
