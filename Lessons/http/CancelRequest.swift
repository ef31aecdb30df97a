import Foundation
import LessonKit
import RxCocoaKit
import RxCore

/// Disposing before the answer cancels the request.
let cancelASlowRequest = Demo(
    id: "cancel-request",
    title: Localized(zh: "3 秒后 dispose：取消一个慢请求", en: "Dispose after 3 s: cancel a slow request"),
    explanation: Localized(
        zh: "文档说 3 秒后想取消请求，只要 dispose。这次服务器要 5 秒才应答：第 30 拍 dispose 时还没有响应，请求被取消（URLSession 会 cancel 这个 task），日志记下 cancelled，第 50 拍本该到达的响应被丢掉，订阅者什么也没收到。",
        en: "The document says that to cancel the request after 3 s you just dispose. This time the server needs 5 s: at tick 30, when dispose runs, no answer has come, so the request is cancelled (URLSession cancels the task), the log says cancelled, and the answer due at tick 50 is dropped; the subscriber receives nothing."
    ),
    documented: "",
    resolution: 0.1,
    note: Localized(
        zh: "文档只有代码；这是假服务器（5 秒延迟）在虚拟时钟上的输出。",
        en: "The document gives only code; this is the fake server's output (5 s latency) on the virtual clock."
    )
) { play in
    let network = fakeWikipedia(play, latency: .seconds(5))
    let cancelRequest = play.probe("json", network.rx.json(url: pizzaURL))
        .subscribe(onNext: { json in play.print(json) })
    play.sleep(3.0)
    play.print("dispose at 3.0 s")
    cancelRequest.dispose()
    play.sleep(3.0)
    network.log.forEach { play.print($0) }
}
