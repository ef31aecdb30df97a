// Mistake: each label moves to the main thread but subscribes on its own: three requests per search.
// 错误：每个标签都切到了主线程，但各自订阅：每次搜索发三个请求。
import Lesson_rxcocoa
import RxCocoaKit
import RxCore

func weatherLabels(_ weather: Observable<Weather>, city: Label, temperature: Label, humidity: Label, bag: DisposeBag) {
    let shown = weather.observe(on: MainThread.scheduler)
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
