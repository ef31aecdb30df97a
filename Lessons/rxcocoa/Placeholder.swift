import CourseKit
import LessonKit
import RxCocoaKit
import RxCore

/// Step one: made-up data through the whole chain, before any network.
let placeholderData = Demo(
    id: "placeholder",
    documented: ""
) { play in
    let network = fakeOpenWeatherMap(play)
    let api = ApiController(network: network)
    let screen = WeatherScreen()
    screen.recordLabels(play)
    screen.printUpdates(play)

    api.placeholderWeather(city: "RxSwift")
        .observe(on: MainThread.scheduler)
        .subscribe(onNext: { [unowned screen] weather in screen.show(weather) })
        .disposed(by: screen.bag)
    play.say(zh: "请求数：\(network.requestCount)", en: "requests: \(network.requestCount)")
}
