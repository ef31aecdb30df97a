import LessonKit
import RxCore

/// debug("my probe"): every event, subscription and disposal, logged.
let debugMyProbe = Demo(
    id: "debug-probe",
    title: Localized(zh: "debug(\"my probe\")：记录经过的一切", en: "debug(\"my probe\"): log everything that passes"),
    explanation: Localized(
        zh: "debug 操作符像一个探针：它原样转发事件，同时打印订阅、每个事件和释放，前面带上你给的标签。顺序值得一看：先是探针的 subscribed，然后才是 myInterval 的 Subscribed（订阅从下往上传）；dispose 时探针先记录，然后 myInterval 才打印 Disposed。",
        en: "The debug operator is a probe: it forwards events unchanged and logs the subscription, every event and the disposal, prefixed with your label. Watch the order: the probe's subscribed comes before myInterval's Subscribed (subscriptions travel upstream), and on dispose the probe logs first, then myInterval prints Disposed."
    ),
    documented: """
    [my probe] subscribed
    Subscribed
    [my probe] -> Event next(Box(0))
    This is simply 0
    [my probe] -> Event next(Box(1))
    This is simply 1
    [my probe] -> Event next(Box(2))
    This is simply 2
    [my probe] -> Event next(Box(3))
    This is simply 3
    [my probe] -> Event next(Box(4))
    This is simply 4
    [my probe] dispose
    Disposed
    """,
    resolution: 0.1,
    note: Localized(
        zh: "文档的输出来自早期的 RxSwift：格式是 [my probe] 和 next(Box(0))。RxSwift 6 的格式是 \"时间：my probe -> Event next(0)\"，释放时写 isDisposed；我们的时间是虚拟时钟的拍（t=3），不是真实时间。",
        en: "The document's output comes from an early RxSwift: [my probe] and next(Box(0)). RxSwift 6 prints \"time: my probe -> Event next(0)\" and isDisposed on disposal; our time is the virtual clock's tick (t=3), not the wall clock."
    )
) { play in
    let subscription = myInterval(0.1, on: play)
        .debug("my probe")
        .map { "This is simply \($0)" }
        .subscribe(onNext: { play.print($0) })
    play.sleep(0.5)
    subscription.dispose()
}

extension ObservableType {
    /// A debug operator of our own, built with create: it prints through `play` like
    /// every demo line, and forwards each event unchanged.
    func myDebug(identifier: String, _ play: Playground) -> Observable<Element> {
        Observable<Element>.create { observer in
            play.print("subscribed \(identifier)")
            let subscription = self.subscribe { event in
                play.print("event \(identifier) \(event)")
                observer.on(event)
            }
            return Disposables.create {
                play.print("disposing \(identifier)")
                subscription.dispose()
            }
        }
    }
}

/// myDebug: the same idea in a dozen lines.
let myDebugWithCreate = Demo(
    id: "my-debug",
    title: Localized(zh: "自己写一个 debug: myDebug", en: "Your own debug: myDebug"),
    explanation: Localized(
        zh: "debug 并不神秘：用 create 订阅源序列，每个事件先打印再转发，返回的 disposable 在释放时打印一行再释放源的订阅。这里把它放在 myInterval 和 map 之间，0.3 秒后 dispose。文档的版本把 next/error/completed 分开转发；直接转发整个事件 observer.on(event) 效果相同。",
        en: "debug is no magic: subscribe to the source with create, print each event before forwarding it, and return a disposable that prints a line before disposing the source subscription. Here it sits between myInterval and map, disposed after 0.3 s. The document forwards next, error and completed case by case; forwarding the whole event with observer.on(event) does the same."
    ),
    documented: "",
    resolution: 0.1,
    note: Localized(
        zh: "文档只给出 myDebug 的实现，没有运行它；这是它在虚拟时钟上的输出。",
        en: "The document shows myDebug's implementation without running it; this is its output on the virtual clock."
    )
) { play in
    let subscription = myInterval(0.1, on: play)
        .myDebug(identifier: "my probe", play)
        .map { "This is simply \($0)" }
        .subscribe(onNext: { play.print($0) })
    play.sleep(0.3)
    subscription.dispose()
}
