import Lesson_rxcocoa
import RxCocoaKit
import RxCore

/// Show each searched city's weather on three labels: the city's name on `city`, the
/// temperature as "271°" on `temperature`, the humidity as "96%" on `humidity`. `weather`
/// sends one request per subscription and answers on a background thread. One request per
/// search, labels written on the main thread, everything ended with `bag`.
/// 在三个标签上显示每个搜索的城市的天气：`city` 显示城市名，`temperature` 显示温度（`"271°"`），
/// `humidity` 显示湿度（`"96%"`）。`weather` 每被订阅一次就发一次请求，并在后台线程上回答。
/// 每次搜索只发一个请求，标签在主线程上写，所有订阅都随 `bag` 结束。
func weatherLabels(_ weather: Observable<Weather>, city: Label, temperature: Label, humidity: Label, bag: DisposeBag) {
    // TODO: the stub shows only the city, bound straight from the background thread.
    // TODO（中文）：初始代码只显示城市名，而且直接在后台线程上绑定。
    weather
        .map { $0.cityName }
        .bind(to: city.rx.text)
        .disposed(by: bag)
}
