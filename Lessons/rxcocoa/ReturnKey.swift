import LessonKit
import RxCocoaKit
import RxCore

/// Search only when the return key is pressed; and what the removed catch costs.
let searchOnReturnKey = Demo(
    id: "return-key",
    title: Localized(zh: "只在按下回车时搜索", en: "Search only on the return key"),
    explanation: Localized(
        zh: "rx.text 每个键都发一次，太频繁。换成 rx.controlEvent(.editingDidEndOnExit)：键盘上的回车（搜索）键。事件本身不带文字，所以 map 去读输入框当前的 text，过滤掉空的，再 flatMap 请求，最后 asDriver。逐个字母输入 London 不发请求；1.4 秒按回车，只发一个请求。书在这一步还去掉了 flatMap 里的 catchErrorJustReturn，只剩 asDriver(onErrorJustReturn:): 2.4 秒搜索拼错的 Londn, 404 变成 Weather.empty，然后 Driver 就结束了 (search 那一行的 |)。3.4 秒再搜 Paris，已经没有人在听：没有请求。练习 rxcocoa-search-driver 会修好它。",
        en: "rx.text fires on every key, which is too often. rx.controlEvent(.editingDidEndOnExit) is the keyboard's return (search) key instead. The event carries no text, so map reads the field's current text, empty text is filtered out, flatMap requests, and asDriver ends the chain. Typing London letter by letter sends nothing; return at 1.4 s sends one request. At this step the book also removed the catchErrorJustReturn inside flatMap, leaving only asDriver(onErrorJustReturn:): searching the misspelt Londn at 2.4 s turns the 404 into Weather.empty, and then the Driver is over (the | in the search row). Paris at 3.4 s finds nobody listening: no request. Exercise rxcocoa-search-driver fixes this."
    ),
    documented: "",
    resolution: 0.1,
    note: Localized(
        zh: "书里说现在只有按下搜索键才请求，没有输出；这里打印屏幕、请求日志，以及 404 之后不再有请求。",
        en: "The book says requests now happen only on the search key, with no output; here the screen, the request log, and the silence after the 404 print."
    )
) { play in
    let network = fakeOpenWeatherMap(play)
    let api = ApiController(network: network)
    let screen = WeatherScreen()
    let field = screen.searchCityName
    play.record("return key", field.rx.controlEvent(.editingDidEndOnExit).map { "return" })
    screen.recordLabels(play)
    screen.printUpdates(play)

    let search = field.rx.controlEvent(.editingDidEndOnExit).asObservable()
        .map { field.text ?? "" }
        .filter { !$0.isEmpty }
        .flatMap { text in api.currentWeather(city: text) }
        .asDriver(onErrorJustReturn: Weather.empty)
    // One more subscriber of the shared Driver, to draw it: no extra request.
    play.record("search", search.map { $0.cityName })

    search.map { "\($0.temperature)° C" }.drive(screen.tempLabel.rx.text).disposed(by: screen.bag)
    search.map { $0.icon }.drive(screen.iconLabel.rx.text).disposed(by: screen.bag)
    search.map { "\($0.humidity)%" }.drive(screen.humidityLabel.rx.text).disposed(by: screen.bag)
    search.map { $0.cityName }.drive(screen.cityNameLabel.rx.text).disposed(by: screen.bag)

    typeKeys("London", into: field, every: 0.2, play)
    play.sleep(0.2); field.pressReturn()
    play.sleep(0.8); field.replaceText(with: "Londn")
    play.sleep(0.2); field.pressReturn()
    play.sleep(0.8); field.replaceText(with: "Paris")
    play.sleep(0.2); field.pressReturn()
    play.sleep(1.0)
    printRequests(network, play)
}
