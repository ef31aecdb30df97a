import Foundation
import LessonKit
import RxCocoaKit
import RxCore

/// Which layer turns what into an error: rx.response, rx.data, rx.json.
let responseErrorBranches = Demo(
    id: "response-errors",
    title: Localized(zh: "rx.response 的错误分支：哪一层把什么变成错误", en: "The error branches of rx.response: which layer fails on what"),
    explanation: Localized(
        zh: "文档在 rx.response 外面自己包了一层：2xx 变成文本，其他状态码变成错误，响应不是 HTTP 时调用 rxFatalError。RxCocoa 6 的三层各有自己的错误分支。response 只在请求本身失败时出错：没有拿到响应或数据就发出 URLSession 给的错误（没有错误时是 RxCocoaURLError.unknown），响应不是 HTTPURLResponse 就发出 nonHTTPResponse；所以它交出的一定是 HTTP 响应，文档里 as? HTTPURLResponse 的 else 分支和 rxFatalError 再也走不到了。404、500 对 response 来说都是正常的元素，要你自己检查。data 把 200..<300 以外的状态码变成 httpRequestFailed；json 在此之上把解析不了的正文变成 deserializationError。这里三个请求依次演示：拼错的页面（404）分别经过 response 和 data，再用 json 读一个状态是 200、正文却不是 JSON 的页面。假网络总能送达，所以断网和非 HTTP 响应这两个分支只在文字里说明。",
        en: "The document wraps rx.response itself: 2xx becomes text, any other status an error, and a response that isn't HTTP calls rxFatalError. In RxCocoa 6 each of the three layers has error branches of its own. response fails only when the request itself fails: with no response or no data it sends the error URLSession gave (RxCocoaURLError.unknown if there was none), and a response that isn't an HTTPURLResponse fails with nonHTTPResponse; so what it hands you is always an HTTP response, and the document's else branch after as? HTTPURLResponse, with its rxFatalError, can no longer be reached. A 404 or a 500 is an ordinary element for response: checking it is your job. data turns any status outside 200..<300 into httpRequestFailed; json, on top of that, turns a body it cannot parse into deserializationError. Three requests show it here: the misspelt page (404) through response and through data, then json reading a page whose status is 200 but whose body is not JSON. The fake network always delivers, so the offline and non-HTTP branches are described in words only."
    ),
    documented: "",
    resolution: 0.1,
    note: Localized(
        zh: "文档的包装代码没有输出；这是三层在假网络和虚拟时钟上的结果。",
        en: "The document's wrapper prints nothing; this is what the three layers do on the fake network and the virtual clock."
    )
) { play in
    let network = fakeWikipedia(play)
    let notJSON = URL(string: "http://en.wikipedia.org/robots.txt")!
    network.route("/robots.txt") { _ in .init(statusCode: 200, body: "User-agent: *") }
    let bag = DisposeBag()
    // The error's case (the NSError text inside a deserializationError differs by platform).
    func kind(of error: Error) -> String {
        switch error {
        case RxCocoaURLError.httpRequestFailed(let response, _): return "httpRequestFailed (status \(response.statusCode))"
        case RxCocoaURLError.deserializationError: return "deserializationError"
        default: return "\(error)"
        }
    }
    func show<Element>(_ name: String, _ source: Observable<Element>, _ describe: @escaping (Element) -> String) {
        play.probe(name, source)
            .subscribe(onNext: { play.print("\(name): next \(describe($0))") },
                       onError: { play.print("\(name): error \(kind(of: $0))") },
                       onCompleted: { play.print("\(name): completed") })
            .disposed(by: bag)
    }
    show("response 404", network.rx.response(url: misspeltURL)) { "status \($0.response.statusCode)" }
    play.sleep(1)
    show("data 404", network.rx.data(url: misspeltURL)) { "\($0.count) bytes" }
    play.sleep(1)
    show("json 200", network.rx.json(url: notJSON)) { "\($0)" }
    play.sleep(1)
}
