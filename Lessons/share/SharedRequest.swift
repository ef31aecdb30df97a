import LessonKit
import RxCore

/// A request wrapped with create is cold too: sharing it sends it once.
let sharedRequestIsSentOnce = Demo(
    id: "shared-request",
    title: Localized(zh: "分享一个请求：只发送一次", en: "Sharing a request: it is sent once"),
    explanation: Localized(
        zh: "用 create 包装的网络请求和 myInterval 一样是冷的：每个订阅者都会发一次请求。两个界面元素绑定同一个结果时，在链的末尾加上 share(replay: 1)，请求只发一次，两个订阅者都拿到结果。注意默认的作用域 .whileConnected：请求完成后共享的订阅就结束了，之后再订阅会重新发送请求（第三个订阅者）。这里的请求是一个假的，0.3 秒后在虚拟时钟上返回。",
        en: "A network request wrapped with create is cold like myInterval: every subscriber sends it again. When two UI elements bind the same result, put share(replay: 1) at the end of the chain: the request goes out once and both subscribers get the answer. Mind the default scope .whileConnected: once the request completes the shared subscription is over, and a later subscriber sends a new request (the third one). The request is a fake that answers after 0.3 s of virtual time."
    ),
    documented: "",
    resolution: 0.1,
    note: Localized(
        zh: "文档只给出包装 URLSession 的代码，没有输出；这里用假的请求在虚拟时钟上演示。",
        en: "The document only shows the code that wraps URLSession, with no output; a fake request shows it on the virtual clock."
    )
) { play in
    let response = Observable<String>.create { observer in
        play.print("request sent")
        let reply = Observable<Int>.timer(.milliseconds(300), scheduler: play.scheduler)
            .subscribe(onNext: { _ in
                observer.on(.next("200 OK"))
                observer.on(.completed)
            })
        return Disposables.create { reply.dispose() }
    }
    let shared = play.probe("request", response).share(replay: 1)
    _ = play.probe("label", shared).subscribe(onNext: { play.print("label: \($0)") })
    _ = play.probe("badge", shared).subscribe(onNext: { play.print("badge: \($0)") })
    play.at(6) {
        _ = play.probe("later", shared).subscribe(onNext: { play.print("later: \($0)") })
    }
}
