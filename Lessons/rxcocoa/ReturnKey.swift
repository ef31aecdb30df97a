import CourseKit
import LessonKit
import RxCocoaKit
import RxCore

/// Search only when the return key is pressed; and what the removed catch costs.
let searchOnReturnKey = Demo(
    id: "return-key",
    documented: ""
) { play in
    let network = fakeOpenWeatherMap(play)
    let api = ApiController(network: network)
    let screen = WeatherScreen()
    let field = screen.searchCityName
    play.record("return key", field.rx.controlEvent(.editingDidEndOnExit).map { "return" })
    screen.recordLabels(play)
    screen.printUpdates(play)

    let search = field.rx.controlEvent(.editingDidEndOnExit).asObservable()
        .map { field.text ?? "" }
        .filter { !$0.isEmpty }
        .flatMap { text in api.currentWeather(city: text) }
        .asDriver(onErrorJustReturn: Weather.empty)
    // One more subscriber of the shared Driver, to draw it: no extra request.
    play.record("search", search.map { $0.cityName })

    search.map { "\($0.temperature)° C" }.drive(screen.tempLabel.rx.text).disposed(by: screen.bag)
    search.map { $0.icon }.drive(screen.iconLabel.rx.text).disposed(by: screen.bag)
    search.map { "\($0.humidity)%" }.drive(screen.humidityLabel.rx.text).disposed(by: screen.bag)
    search.map { $0.cityName }.drive(screen.cityNameLabel.rx.text).disposed(by: screen.bag)

    typeKeys("London", into: field, every: 0.2, play)
    play.sleep(0.2); field.pressReturn()
    play.sleep(0.8); field.replaceText(with: "Londn")
    play.sleep(0.2); field.pressReturn()
    play.sleep(0.8); field.replaceText(with: "Paris")
    play.sleep(0.2); field.pressReturn()
    play.sleep(1.0)
    printRequests(network, play)
}
