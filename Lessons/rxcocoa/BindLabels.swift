import CourseKit
import LessonKit
import RxCocoaKit
import RxCore

/// One `search`, four bind(to:): four subscriptions, four requests per keystroke.
let bindFourLabels = Demo(
    id: "bind-labels",
    documented: ""
) { play in
    let (network, api, screen) = searchDemoSetup(play)

    let search = screen.searchCityName.rx.text
        .filter { ($0 ?? "").count > 0 }
        .flatMapLatest { text in
            api.currentWeather(city: text ?? "Error")
                .catchAndReturn(Weather.empty)
        }
        .observe(on: MainThread.scheduler)

    // Four copies of one long flatMapLatest figure would say less than the count printed
    // below: the bindings and the typing run untraced.
    Trace.paused {
        search.map { "\($0.temperature)° C" }
            .bind(to: screen.tempLabel.rx.text)
            .disposed(by: screen.bag)
        search.map { $0.icon }
            .bind(to: screen.iconLabel.rx.text)
            .disposed(by: screen.bag)
        search.map { "\($0.humidity)%" }
            .bind(to: screen.humidityLabel.rx.text)
            .disposed(by: screen.bag)
        search.map { $0.cityName }
            .bind(to: screen.cityNameLabel.rx.text)
            .disposed(by: screen.bag)

        typeKeys("London", into: screen.searchCityName, every: 0.2, play)
        play.sleep(1.0)
    }
    play.say(zh: "请求 \(network.requestCount) 个，回答 \(network.answeredCount) 个，取消 \(network.cancelledCount) 个", en: "requests: \(network.requestCount), answered: \(network.answeredCount), cancelled: \(network.cancelledCount)")
}
