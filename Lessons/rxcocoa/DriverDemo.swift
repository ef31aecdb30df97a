import LessonKit
import RxCocoaKit
import RxCore

/// search as a Driver: shared, on the main thread, never failing.
let driverShares = Demo(
    id: "driver",
    title: Localized(zh: "Driver：共享、在主线程、不会出错", en: "Driver: shared, on the main thread, never failing"),
    explanation: Localized(
        zh: "把 search 结尾的 observe(on:) 换成 asDriver(onErrorJustReturn: .empty)，四个 bind(to:) 换成 drive。Driver 保证三件事：不会发出错误（出错时发出给定的值然后结束），在主线程上送达（所以不用再写 observe(on:)），所有订阅者共享一次订阅（share(replay: 1)）。同样输入 London：上一步的 24 个请求变成 6 个，其中 5 个被 flatMapLatest 取消。",
        en: "The observe(on:) at the end of search becomes asDriver(onErrorJustReturn: .empty), and the four bind(to:) become drive. A Driver guarantees three things: it never errors (on an error it sends the given value and completes), it delivers on the main thread (no observe(on:) needed any more), and all its subscribers share one subscription (share(replay: 1)). Typing London again: the previous step's 24 requests become 6, five of them cancelled by flatMapLatest."
    ),
    documented: "",
    resolution: 0.1,
    note: Localized(
        zh: "书里没有数请求；这里打印屏幕和请求数，和上一步的 24 对比。",
        en: "The book does not count requests; here the screen and the count print, to compare with the previous step's 24."
    )
) { play in
    let (network, api, screen) = searchDemoSetup(play)

    let search = screen.searchCityName.rx.text
        .filter { ($0 ?? "").count > 0 }
        .flatMapLatest { text in
            api.currentWeather(city: text ?? "Error")
                .catchAndReturn(Weather.empty)
        }
        .asDriver(onErrorJustReturn: Weather.empty)

    search.map { "\($0.temperature)° C" }
        .drive(screen.tempLabel.rx.text)
        .disposed(by: screen.bag)
    search.map { $0.icon }
        .drive(screen.iconLabel.rx.text)
        .disposed(by: screen.bag)
    search.map { "\($0.humidity)%" }
        .drive(screen.humidityLabel.rx.text)
        .disposed(by: screen.bag)
    search.map { $0.cityName }
        .drive(screen.cityNameLabel.rx.text)
        .disposed(by: screen.bag)

    typeKeys("London", into: screen.searchCityName, every: 0.2, play)
    play.sleep(1.0)
    play.print("requests: \(network.requestCount), answered: \(network.answeredCount), cancelled: \(network.cancelledCount)")
}
