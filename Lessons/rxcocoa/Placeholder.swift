import LessonKit
import RxCocoaKit
import RxCore

/// Step one: made-up data through the whole chain, before any network.
let placeholderData = Demo(
    id: "placeholder",
    title: Localized(zh: "先用假数据：Observable.just 一路送到标签", en: "Placeholder data first: Observable.just all the way to the labels"),
    explanation: Localized(
        zh: "起始项目的 currentWeather 不联网，直接 Observable.just 一个编好的天气：城市名就是传进去的 \"RxSwift\", 20 度，湿度 90%，图标 01d。先让这条链（observe(on:) 切到主线程，subscribe 填四个标签，disposed(by: bag)）在假数据上跑通：以后出了问题，就知道在网络那一侧。这里没有发出任何请求。observeOn / addDisposableTo 是书里的旧名，现在叫 observe(on:) / disposed(by:)。闭包用 [unowned screen]：屏幕拥有 bag, bag 拥有订阅，强引用就成了循环；按书里的规则，闭包运行完之后才会释放的屏幕用 unowned（书里的应用只有一个永远不关的屏幕，所以什么都不写）。",
        en: "The starter project's currentWeather does not touch the network: it is Observable.just of made-up weather: the city is whatever was passed (\"RxSwift\"), 20 degrees, 90% humidity, icon 01d. Getting the chain right on fake data first (observe(on:) to the main thread, subscribe filling four labels, disposed(by: bag)) means a later problem must be on the network side. No request is sent here. observeOn / addDisposableTo are the book's old names for observe(on:) / disposed(by:). The closure captures [unowned screen]: the screen owns the bag that owns the subscription, so a strong capture would be a cycle; by the book's rule a screen released only after its closures have run gets unowned (the book's app has one screen that never closes, so it writes nothing)."
    ),
    documented: "",
    resolution: 0.1,
    note: Localized(
        zh: "书里这一步是一张截图；这里打印四个标签的内容。",
        en: "The book shows this step as a screenshot; here the four labels print."
    )
) { play in
    let network = fakeOpenWeatherMap(play)
    let api = ApiController(network: network)
    let screen = WeatherScreen()
    screen.recordLabels(play)
    screen.printUpdates(play)

    api.placeholderWeather(city: "RxSwift")
        .observe(on: MainThread.scheduler)
        .subscribe(onNext: { [unowned screen] weather in screen.show(weather) })
        .disposed(by: screen.bag)
    play.print("requests: \(network.requestCount)")
}
