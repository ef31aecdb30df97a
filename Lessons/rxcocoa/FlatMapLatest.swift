import LessonKit
import RxCocoaKit
import RxCore

/// flatMapLatest: a new key cancels the request still on its way.
let flatMapLatestCancels = Demo(
    id: "flatmap-latest",
    title: Localized(zh: "flatMapLatest：新的按键取消还在路上的请求", en: "flatMapLatest: a new key cancels the request still on its way"),
    explanation: Localized(
        zh: "同样的输入，只把 flatMap 换成 flatMapLatest。每个请求要 0.5 秒，而下一个键 0.2 秒后就来了：flatMapLatest 收到新文字时 dispose 上一个内部序列，FakeNetwork 把那个请求记为 cancelled，它的回答被丢掉。请求还是发了 6 次，但只有最后一次（London）的回答到达，屏幕只变一次，不再闪过 Unknown。",
        en: "The same typing, with flatMap replaced by flatMapLatest. Each request takes 0.5 s, and the next key comes 0.2 s later: on a new text flatMapLatest disposes the previous inner sequence, FakeNetwork logs that request as cancelled, and its answer is dropped. Six requests are still sent, but only the last one's answer (London) arrives; the screen changes once and no Unknown flashes by."
    ),
    documented: "",
    resolution: 0.1,
    note: Localized(
        zh: "书里用一张图说明 flatMapLatest；这里打印请求日志：前五个被取消。",
        en: "The book explains flatMapLatest with a picture; here the request log prints, the first five cancelled."
    )
) { play in
    let (network, api, screen) = searchDemoSetup(play)

    screen.searchCityName.rx.text
        .filter { ($0 ?? "").count > 0 }
        .flatMapLatest { text in
            api.currentWeather(city: text ?? "Error")
                .catchAndReturn(Weather.empty)
        }
        .observe(on: MainThread.scheduler)
        .subscribe(onNext: { [unowned screen] weather in screen.show(weather) })
        .disposed(by: screen.bag)

    typeKeys("London", into: screen.searchCityName, every: 0.2, play)
    play.sleep(1.0)
    printRequests(network, play)
}
