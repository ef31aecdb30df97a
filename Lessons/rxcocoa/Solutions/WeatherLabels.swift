import Lesson_rxcocoa
import RxCocoaKit
import RxCore

/// One Driver for all three labels: it shares one subscription (one request per search) and
/// delivers on the main thread; each label maps its own field and drives it.
/// 三个标签共用一个 Driver：它共享一次订阅（每次搜索一个请求），并在主线程上发出元素；
/// 每个标签映射自己的字段，再用 drive 绑定。
func weatherLabels(_ weather: Observable<Weather>, city: Label, temperature: Label, humidity: Label, bag: DisposeBag) {
    let shown = weather.asDriver(onErrorJustReturn: Weather.empty)
    shown.map { $0.cityName }
        .drive(city.rx.text)
        .disposed(by: bag)
    shown.map { "\($0.temperature)°" }
        .drive(temperature.rx.text)
        .disposed(by: bag)
    shown.map { "\($0.humidity)%" }
        .drive(humidity.rx.text)
        .disposed(by: bag)
}
