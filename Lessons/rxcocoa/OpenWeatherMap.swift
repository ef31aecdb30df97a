import CourseKit
import LessonKit
import RxCocoaKit
import RxCore

/// The fake OpenWeatherMap answers London with the chapter's JSON.
let openWeatherMapAnswers = Demo(
    id: "openweathermap",
    documented: ""
) { play in
    let network = fakeOpenWeatherMap(play)
    let api = ApiController(network: network)
    let screen = WeatherScreen()
    screen.recordLabels(play)
    screen.printUpdates(play)

    play.probe("currentWeather", api.currentWeather(city: "London"))
        .do(onNext: { weather in
            play.print("Weather: \(weather)")
            play.say(zh: "在主线程上：\(MainThread.isCurrent)", en: "on the main thread: \(MainThread.isCurrent)")
        })
        .observe(on: MainThread.scheduler)
        .subscribe(onNext: { [unowned screen] weather in screen.show(weather) })
        .disposed(by: screen.bag)
    play.sleep(1.0)
    printRequests(network, play)
}
