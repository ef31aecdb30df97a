import CourseKit
import LessonKit
import RxCocoaKit
import RxCore

/// Binding an answer that arrives on a background thread straight to a label.
let boundOffMainThread = Demo(
    id: "off-main-thread",
    documented: """
    fatal error: Element can be bound to user interface only on MainThread.
    """
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
