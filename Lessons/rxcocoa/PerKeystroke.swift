import LessonKit
import RxCocoaKit
import RxCore

/// rx.text + flatMap: a request for every key, every answer shown.
let requestPerKeystroke = Demo(
    id: "flatmap-per-keystroke",
    title: Localized(zh: "rx.text + flatMap：每按一个键发一次请求", en: "rx.text + flatMap: one request per keystroke"),
    explanation: Localized(
        zh: "searchCityName.rx.text 过滤掉空字符串，flatMap 为每段文字调用 currentWeather，出错时 catchAndReturn(.empty)（书里叫 catchErrorJustReturn），再切回主线程填标签。每 0.2 秒输入 London 的一个字母：L、Lo、Lon… 每一段都是一次请求，共 6 次。服务器不认识前五段，回答 404，于是屏幕先闪过五次 Unknown，最后才是 London。flatMap 不取消旧请求：6 个回答全部送到。",
        en: "searchCityName.rx.text drops empty strings, flatMap calls currentWeather for each text, an error becomes catchAndReturn(.empty) (the book's catchErrorJustReturn), and the result moves to the main thread to fill the labels. London is typed one letter every 0.2 s: L, Lo, Lon… each is a request, 6 in all. The server does not know the first five and answers 404, so the screen flashes Unknown five times before London. flatMap cancels nothing: all 6 answers arrive."
    ),
    documented: "",
    resolution: 0.1,
    note: Localized(
        zh: "书里只说这样会发出太多请求；这里把每个请求和屏幕的每次变化打印出来。",
        en: "The book only says this sends too many requests; here every request and every change of the screen prints."
    )
) { play in
    let (network, api, screen) = searchDemoSetup(play)

    screen.searchCityName.rx.text
        .filter { ($0 ?? "").count > 0 }
        .flatMap { text in
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
