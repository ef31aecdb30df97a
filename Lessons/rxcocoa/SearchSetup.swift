import LessonKit
import RxCocoaKit
import RxCore

/// What every type-to-search demo sets up before its own chain: the fake OpenWeatherMap and
/// an ApiController on it, the screen, the field's keystrokes and the city and temperature
/// labels drawn as marble rows, and a printed line for every update of the screen.
func searchDemoSetup(_ play: Playground) -> (network: FakeNetwork, api: ApiController, screen: WeatherScreen) {
    let network = fakeOpenWeatherMap(play)
    let api = ApiController(network: network)
    let screen = WeatherScreen()
    play.record("keystrokes", screen.searchCityName.rx.text.orEmpty.changed)
    screen.recordLabels(play)
    screen.printUpdates(play)
    return (network, api, screen)
}
