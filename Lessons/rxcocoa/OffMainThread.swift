import LessonKit
import RxCocoaKit
import RxCore

/// Binding an answer that arrives on a background thread straight to a label.
let boundOffMainThread = Demo(
    id: "off-main-thread",
    title: Localized(zh: "在后台线程绑定 UI: RxCocoa 的检查", en: "Binding UI off the main thread: RxCocoa's check"),
    explanation: Localized(
        zh: "网络的回答在后台线程上到达。这里忘了 observe(on:)，直接把温度 bind(to:) 到标签：标签只能在主线程上改。书里的 UIBindingObserver 此时调用 fatalError，应用崩溃；我们的模拟控件照书里的方式检查，打印同一句话，丢掉这个值，标签保持空白。这是 RxCocoa 3.0 的行为：从 3.1 起 UIBindingObserver 改为把元素转到主队列；RxCocoa 4 用 Binder 取代了它（RxCocoa 6 也是），Binder 把元素交给 MainScheduler，先转到主线程再写标签，不再崩溃。修正办法是在绑定前 observe(on: MainScheduler.instance)（这里是 MainThread.scheduler），或者用 Driver。",
        en: "The network's answer arrives on a background thread. Here observe(on:) is forgotten and the temperature is bound straight to a label, which may only change on the main thread. The book's UIBindingObserver calls fatalError at this point and the app crashes; our headless label checks the way the book's did, prints the same line, drops the element and the label stays empty. That was RxCocoa 3.0: from 3.1 on, UIBindingObserver moved the element to the main queue instead, and RxCocoa 4 replaced it with Binder (as in RxCocoa 6), which hands the element to MainScheduler to move it to the main thread before writing the label, without crashing. The fix is observe(on: MainScheduler.instance) before binding (MainThread.scheduler here), or a Driver."
    ),
    documented: """
    fatal error: Element can be bound to user interface only on MainThread.
    """,
    resolution: 0.1,
    note: Localized(
        zh: "书里的应用打印这一行后就崩溃了；我们的 Binder 打印同一行，丢掉这个值，运行继续：最后一行显示标签还是空的。",
        en: "The book's app crashed after printing this line; our Binder prints it, drops the element and the run goes on: the last line shows the label is still empty."
    )
) { play in
    let network = fakeOpenWeatherMap(play)
    let api = ApiController(network: network)
    let screen = WeatherScreen()
    screen.recordLabels(play)

    play.probe("currentWeather", api.currentWeather(city: "London"))
        .map { "\($0.temperature)° C" }
        .bind(to: screen.tempLabel.rx.text)
        .disposed(by: screen.bag)
    play.sleep(1.0)
    play.print("tempLabel.text: \(screen.tempLabel.text.map { "\"\($0)\"" } ?? "nil")")
}
