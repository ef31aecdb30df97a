import Foundation
import LessonKit
import RxCocoaKit
import RxCore

/// The document's `URLSession.shared.rx.json(request:)`, cancelled after 3 s.
let jsonRequestFiresOnSubscribe = Demo(
    id: "json-request",
    title: Localized(zh: "rx.json：订阅时才发出请求", en: "rx.json: the request goes out when you subscribe"),
    explanation: Localized(
        zh: "rx.json 返回的只是 \"怎样拿到这个响应\" 的描述：创建它时日志里还没有请求，subscribe 的那一刻请求才发出。假服务器 0.5 秒后应答，JSON 在后台线程上到达（和 URLSession 一样，不在主线程）。3 秒后 dispose 时请求早已完成，没有什么可取消的。这里用 rx.json(url:) 代替文档的 rx.json(request:)。",
        en: "rx.json returns only a description of how to fetch the response: when it is created the log holds no request; the request goes out the moment you subscribe. The fake server answers after 0.5 s and the JSON arrives on a background thread (like URLSession, not on the main thread). When dispose runs at 3 s the request has long finished, so there is nothing to cancel. rx.json(url:) stands in for the document's rx.json(request:)."
    ),
    documented: "",
    resolution: 0.1,
    note: Localized(
        zh: "文档没有给出打印结果（真实的维基百科响应每次都不同）；这是假服务器在虚拟时钟上的输出。",
        en: "The document shows no printed result (the real Wikipedia answer changes over time); this is the fake server's output on the virtual clock."
    )
) { play in
    let network = fakeWikipedia(play)
    let responseJSON = network.rx.json(url: pizzaURL)
    // Nothing has been sent yet: responseJSON only describes the request.
    play.print("requests sent: \(network.requestCount)")
    // JSONSerialization hands back Any; read as a Swift dictionary it prints the same on every platform.
    let cancelRequest = play.probe("json", responseJSON.map { $0 as? [String: [String: String]] ?? [:] })
        .subscribe(onNext: { json in
            play.print(json)
            play.print("on the main thread: \(MainThread.isCurrent)")
        })
    play.print("requests sent: \(network.requestCount)")
    play.sleep(3.0)
    cancelRequest.dispose()
    network.log.forEach { play.print($0) }
}
