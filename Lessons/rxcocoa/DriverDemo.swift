import CourseKit
import LessonKit
import RxCocoaKit
import RxCore

/// search as a Driver: shared, on the main thread, never failing.
let driverShares = Demo(
    id: "driver",
    documented: ""
) { play in
    let (network, api, screen) = searchDemoSetup(play)

    let search = screen.searchCityName.rx.text
        .filter { ($0 ?? "").count > 0 }
        .flatMapLatest { text in
            api.currentWeather(city: text ?? "Error")
                .catchAndReturn(Weather.empty)
        }
        .asDriver(onErrorJustReturn: Weather.empty)

    search.map { "\($0.temperature)° C" }
        .drive(screen.tempLabel.rx.text)
        .disposed(by: screen.bag)
    search.map { $0.icon }
        .drive(screen.iconLabel.rx.text)
        .disposed(by: screen.bag)
    search.map { "\($0.humidity)%" }
        .drive(screen.humidityLabel.rx.text)
        .disposed(by: screen.bag)
    search.map { $0.cityName }
        .drive(screen.cityNameLabel.rx.text)
        .disposed(by: screen.bag)

    typeKeys("London", into: screen.searchCityName, every: 0.2, play)
    play.sleep(1.0)
    play.say(zh: "请求 \(network.requestCount) 个，回答 \(network.answeredCount) 个，取消 \(network.cancelledCount) 个", en: "requests: \(network.requestCount), answered: \(network.answeredCount), cancelled: \(network.cancelledCount)")
}
