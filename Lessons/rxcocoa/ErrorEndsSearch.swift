import LessonKit
import RxCocoaKit
import RxCore

/// The search chain for both error demos: flatMap over the field's text, with or without
/// the inner catch. Returns the city each answer shows.
private func searchChain(_ screen: WeatherScreen, _ api: ApiController, catchInside: Bool) -> Observable<Weather> {
    screen.searchCityName.rx.text
        .filter { ($0 ?? "").count > 0 }
        .flatMap { text -> Observable<Weather> in
            let request = api.currentWeather(city: text ?? "Error")
            return catchInside ? request.catchAndReturn(Weather.empty) : request
        }
        .observe(on: MainThread.scheduler)
}

/// Both error demos' run: the search chain (probed as `search`) fills the screen; London is
/// pasted at 0.2 s, Londn at 1 s, Paris at 2 s (each typed at once); then 1 s more and the
/// request log. Without the inner catch there is no onError either: the error reaches
/// subscribe, which can only report it.
private func pasteCitiesIntoSearch(_ play: Playground, catchInside: Bool) {
    let (network, api, screen) = searchDemoSetup(play)
    play.probe("search", searchChain(screen, api, catchInside: catchInside))
        .subscribe(onNext: { [unowned screen] weather in screen.show(weather) })
        .disposed(by: screen.bag)

    play.sleep(0.2); screen.searchCityName.replaceText(with: "London")
    play.sleep(0.8); screen.searchCityName.replaceText(with: "Londn")
    play.sleep(1.0); screen.searchCityName.replaceText(with: "Paris")
    play.sleep(1.0)
    printRequests(network, play)
}

/// Without the inner catch, a 404 ends the whole search: later keystrokes get no answer.
let errorEndsTheSearch = Demo(
    id: "error-ends-search",
    title: Localized(zh: "没有 catchAndReturn：一个 404 让整个搜索停止", en: "Without catchAndReturn: one 404 stops the whole search"),
    explanation: Localized(
        zh: "书里建议试试去掉 flatMap 里的 catchErrorJustReturn。这里就这么做：先粘贴 London（有回答），1 秒时改成拼错的 Londn，服务器回答 404，错误从内部请求传出 flatMap，一直到 subscribe：整条链在第 16 拍结束（search 那一行的 X），订阅被释放，输入框的监听也没了。没有 onError，运行时打印 Unhandled error。2 秒时输入 Paris: keystrokes 那一行照样有值，但没有请求，也没有回答。",
        en: "The book suggests removing the catchErrorJustReturn inside flatMap. Here it is gone: London is pasted first (answered); at 1 s it becomes the misspelt Londn, the server answers 404, and the error travels out of the inner request, through flatMap, down to subscribe: the whole chain ends at tick 16 (the X in the search row), the subscription is released and the field's listener with it. There is no onError, so the runtime prints Unhandled error. At 2 s Paris is typed: the keystrokes row still shows it, but no request goes out and nothing answers."
    ),
    documented: "",
    resolution: 0.1,
    note: Localized(
        zh: "书里只说应用会停止工作（错误出现在日志里）；这里打印的是那条日志和请求数。",
        en: "The book only says the app stops working (the error shows in the log); here that log line and the request count print."
    )
) { play in
    pasteCitiesIntoSearch(play, catchInside: false)
}

/// With the inner catch, the failed lookup becomes `Weather.empty` and the search goes on.
let errorCaughtInside = Demo(
    id: "error-caught-inside",
    title: Localized(zh: "catchAndReturn 放在 flatMap 里面：只有那一次查询失败", en: "catchAndReturn inside flatMap: only that one lookup fails"),
    explanation: Localized(
        zh: "同样的输入，把 catchAndReturn(Weather.empty) 放回 flatMap 里面，接在请求后面。404 只结束那一个内部请求，它被换成 Weather.empty（屏幕显示 Unknown），外面的搜索继续：2 秒时输入的 Paris 照常请求，照常显示。错误在哪个序列里被接住，就只结束哪个序列。",
        en: "The same typing, with catchAndReturn(Weather.empty) back inside flatMap, right after the request. The 404 ends only that inner request, which is replaced by Weather.empty (the screen shows Unknown), and the outer search goes on: Paris, typed at 2 s, is requested and shown as usual. An error ends only the sequence it is caught in."
    ),
    documented: "",
    resolution: 0.1,
    note: Localized(
        zh: "书里没有这一步的输出；这里打印屏幕的每次变化和请求日志。",
        en: "The book has no output for this step; here every change of the screen and the request log print."
    )
) { play in
    pasteCitiesIntoSearch(play, catchInside: true)
}
