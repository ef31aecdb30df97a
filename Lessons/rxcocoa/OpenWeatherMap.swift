import LessonKit
import RxCocoaKit
import RxCore

/// The fake OpenWeatherMap answers London with the chapter's JSON.
let openWeatherMapAnswers = Demo(
    id: "openweathermap",
    title: Localized(zh: "假的 OpenWeatherMap：一次请求，一段 JSON，一个 Weather", en: "A fake OpenWeatherMap: one request, one JSON, one Weather"),
    explanation: Localized(
        zh: "currentWeather(city:) 现在真的发请求：buildRequest 拼出 /data/2.5/weather?q=London, network.rx.json 在订阅时发出请求，0.5 秒后（虚拟时钟第 5 拍）在后台线程收到章节里的那段 JSON，再 map 成 Weather。温度是 Kelvin: 271.55 取整成 271，湿度 96，图标 50d（雾）换成一个字符。书里的标签写成 \"271° C\"，其实是 271 K，大约零下 1.6 °C；我们保留书的格式。",
        en: "currentWeather(city:) now really asks: buildRequest makes /data/2.5/weather?q=London, network.rx.json sends it on subscription, and 0.5 s later (tick 5 of the virtual clock) the chapter's JSON arrives on a background thread and is mapped to a Weather. The temperature is in Kelvin: 271.55 becomes 271, humidity 96, icon 50d (fog) becomes one character. The book's label says \"271° C\" though it is 271 K, about -1.6 °C; we keep the book's format."
    ),
    documented: "",
    resolution: 0.1,
    note: Localized(
        zh: "书里只给了 JSON 片段和一张截图；这里打印请求、映射出的 Weather 和屏幕。",
        en: "The book gives a JSON excerpt and a screenshot; here the request, the mapped Weather and the screen print."
    )
) { play in
    let network = fakeOpenWeatherMap(play)
    let api = ApiController(network: network)
    let screen = WeatherScreen()
    screen.recordLabels(play)
    screen.printUpdates(play)

    play.probe("currentWeather", api.currentWeather(city: "London"))
        .do(onNext: { weather in
            play.print("Weather: \(weather)")
            play.print("on the main thread: \(MainThread.isCurrent)")
        })
        .observe(on: MainThread.scheduler)
        .subscribe(onNext: { [unowned screen] weather in screen.show(weather) })
        .disposed(by: screen.bag)
    play.sleep(1.0)
    printRequests(network, play)
}
