import LessonKit
import RxCocoaKit
import RxCore

/// One `search`, four bind(to:): four subscriptions, four requests per keystroke.
let bindFourLabels = Demo(
    id: "bind-labels",
    title: Localized(zh: "bind(to:) 四个标签：每个绑定各自订阅一次", en: "bind(to:) four labels: every binding subscribes on its own"),
    explanation: Localized(
        zh: "把长长的 subscribe 拆开：search 是 flatMapLatest 加 observe(on:) 的序列，再用 search.map { ... }.bind(to: label.rx.text) 分别绑定四个标签（书里叫 bindTo）。bind(to:) 就是一个专门为 UI 裁剪的 subscribe。但 search 没有共享：四个绑定就是四次订阅，每个键发出 4 个请求，输入 London 一共 24 个，其中 20 个被 flatMapLatest 取消。下一步的 Driver 会共享它。",
        en: "The long subscribe is split up: search is the flatMapLatest + observe(on:) sequence, and search.map { ... }.bind(to: label.rx.text) binds each of the four labels (bindTo in the book). bind(to:) is a subscribe cut down for UI. But search is not shared: four bindings are four subscriptions, so every key sends 4 requests, 24 for London, 20 of them cancelled by flatMapLatest. The Driver in the next step shares it."
    ),
    documented: "",
    resolution: 0.1,
    note: Localized(
        zh: "书里只展示了绑定的写法，没有数请求；这里数出来：每个键 4 个。",
        en: "The book shows how to bind and does not count requests; here they are counted: 4 per key."
    )
) { play in
    let (network, api, screen) = searchDemoSetup(play)

    let search = screen.searchCityName.rx.text
        .filter { ($0 ?? "").count > 0 }
        .flatMapLatest { text in
            api.currentWeather(city: text ?? "Error")
                .catchAndReturn(Weather.empty)
        }
        .observe(on: MainThread.scheduler)

    search.map { "\($0.temperature)° C" }
        .bind(to: screen.tempLabel.rx.text)
        .disposed(by: screen.bag)
    search.map { $0.icon }
        .bind(to: screen.iconLabel.rx.text)
        .disposed(by: screen.bag)
    search.map { "\($0.humidity)%" }
        .bind(to: screen.humidityLabel.rx.text)
        .disposed(by: screen.bag)
    search.map { $0.cityName }
        .bind(to: screen.cityNameLabel.rx.text)
        .disposed(by: screen.bag)

    typeKeys("London", into: screen.searchCityName, every: 0.2, play)
    play.sleep(1.0)
    play.print("requests: \(network.requestCount), answered: \(network.answeredCount), cancelled: \(network.cancelledCount)")
}
