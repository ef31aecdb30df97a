// Mistake: shared, but still on the background thread: one request per search, and every label drops what it is given.
// 错误：共享了，但仍在后台线程上：每次搜索一个请求，可每个标签都把收到的值丢掉了。
import Lesson_rxcocoa
import RxCocoaKit
import RxCore

func weatherLabels(_ weather: Observable<Weather>, city: Label, temperature: Label, humidity: Label, bag: DisposeBag) {
    let shown = weather.share(replay: 1)
    shown.map { $0.cityName }
        .bind(to: city.rx.text)
        .disposed(by: bag)
    shown.map { "\($0.temperature)°" }
        .bind(to: temperature.rx.text)
        .disposed(by: bag)
    shown.map { "\($0.humidity)%" }
        .bind(to: humidity.rx.text)
        .disposed(by: bag)
}
