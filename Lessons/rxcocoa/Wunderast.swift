import Foundation
import LessonKit
import RxCocoaKit
import RxCore

// The chapter's weather app ("Wunderast"), headless: an API controller talking to a fake
// OpenWeatherMap on the virtual clock, and a screen of stand-in controls.

/// The weather the screen shows.
public struct Weather: CustomStringConvertible {
    public let cityName: String
    /// Whatever unit the API answered in; OpenWeatherMap's default is Kelvin.
    public let temperature: Int
    public let humidity: Int
    /// A glyph, from `iconNameToChar(icon:)`.
    public let icon: String

    /// What the screen shows when there is nothing to show (a failed lookup).
    public static let empty = Weather(cityName: "Unknown", temperature: -1000, humidity: 0, icon: iconNameToChar(icon: "e"))

    public var description: String { "\(cityName), \(temperature), \(humidity)%, \(icon)" }
}

/// OpenWeatherMap's icon codes as one character each (our own choice of glyphs; the book's
/// project uses a weather font instead).
func iconNameToChar(icon: String) -> String {
    switch icon {
    case "01d": return "☀"
    case "01n": return "☾"
    case "02d", "02n", "03d", "03n", "04d", "04n": return "☁"
    case "09d", "09n", "10d", "10n": return "☂"
    case "11d", "11n": return "ϟ"
    case "13d", "13n": return "❄"
    case "50d", "50n": return "≋"
    default: return "?"
    }
}

/// Reads a JSON number as a whole number (271.55 → 271), the way the book's JSON library does.
private func wholeNumber(_ value: Any?) -> Int? {
    if let int = value as? Int { return int }
    if let double = value as? Double { return Int(double) }
    return nil
}

/// Talks to the weather API.
public final class ApiController {
    let network: FakeNetwork

    init(network: FakeNetwork) {
        self.network = network
    }

    /// The starter project's version: made-up weather at once, no network at all.
    func placeholderWeather(city: String) -> Observable<Weather> {
        Observable.just(Weather(cityName: city, temperature: 20, humidity: 90, icon: iconNameToChar(icon: "01d")))
    }

    /// The real version: GET /data/2.5/weather?q=<city>, the JSON mapped to a `Weather`.
    /// Missing fields get stand-in values; a 404 (unknown city) is an error.
    public func currentWeather(city: String) -> Observable<Weather> {
        buildRequest(pathComponent: "weather", params: [("q", city)]).map { json in
            let main = json["main"] as? [String: Any]
            let conditions = (json["weather"] as? [[String: Any]])?.first
            return Weather(
                cityName: json["name"] as? String ?? "Unknown",
                temperature: wholeNumber(main?["temp"]) ?? -1000,
                humidity: wholeNumber(main?["humidity"]) ?? 0,
                icon: iconNameToChar(icon: conditions?["icon"] as? String ?? "e")
            )
        }
    }

    /// A GET request to the API, its JSON as a dictionary. (The real one also sends the API
    /// key and asks for JSON; the fake server needs neither.)
    func buildRequest(pathComponent: String, params: [(String, String)]) -> Observable<[String: Any]> {
        var components = URLComponents(string: "https://api.openweathermap.org/data/2.5/\(pathComponent)")!
        components.queryItems = params.map { URLQueryItem(name: $0.0, value: $0.1) }
        return network.rx.json(url: components.url!).map { $0 as? [String: Any] ?? [:] }
    }
}

/// London's answer: the fields the chapter shows (Kelvin), plus the city's name.
let londonJSON = #"{"weather":[{"id":741,"main":"Fog","description":"fog","icon":"50d"}],"main":{"temp":271.55,"pressure":1043,"humidity":96,"temp_min":268.15,"temp_max":273.15},"name":"London"}"#
/// Paris: made up for the lesson, same shape.
let parisJSON = #"{"weather":[{"id":800,"main":"Clear","description":"clear sky","icon":"01d"}],"main":{"temp":293.15,"pressure":1018,"humidity":52,"temp_min":291.15,"temp_max":295.15},"name":"Paris"}"#

/// A pretend api.openweathermap.org that knows London and Paris and answers anything else
/// with 404, after `latency` on the playground's clock. Also points the kit's main thread
/// at that clock.
func fakeOpenWeatherMap(_ play: Playground, latency: RxTimeInterval = .milliseconds(500)) -> FakeNetwork {
    MainThread.use(play.scheduler)
    let network = FakeNetwork(scheduler: play.scheduler, latency: latency)
    network.route("/data/2.5/weather") { query in
        switch query["q"]?.lowercased() {
        case "london": return .json(londonJSON)
        case "paris": return .json(parisJSON)
        default: return .json(#"{"cod":"404","message":"city not found"}"#, statusCode: 404)
        }
    }
    return network
}

/// The app's only screen, without UIKit.
final class WeatherScreen {
    let searchCityName = TextField(placeholder: "City's Name")
    let tempLabel = Label()
    let humidityLabel = Label()
    let iconLabel = Label()
    let cityNameLabel = Label()
    let activityIndicator = ActivityIndicator()
    let bag = DisposeBag()

    /// What the subscribe(onNext:) versions do with each weather.
    func show(_ weather: Weather) {
        tempLabel.text = "\(weather.temperature)° C"
        iconLabel.text = weather.icon
        humidityLabel.text = "\(weather.humidity)%"
        cityNameLabel.text = weather.cityName
    }

    /// The four labels on one line.
    var summary: String {
        [cityNameLabel, tempLabel, humidityLabel, iconLabel].map { $0.text ?? "" }.joined(separator: " | ")
    }

    /// Draws the city and temperature labels as marble rows.
    func recordLabels(_ play: Playground) {
        play.record("cityNameLabel", cityNameLabel.rx.textChanges)
        play.record("tempLabel", tempLabel.rx.textChanges)
    }

    /// Prints the screen whenever the city label is set (it is set last by `show`, and
    /// bound last in the binding versions).
    func printUpdates(_ play: Playground) {
        cityNameLabel.rx.textChanges
            .subscribe(onNext: { [unowned self] _ in play.print("screen: \(self.summary)") })
            .disposed(by: bag)
    }
}

/// The user types `text` into `field` one key every `every` seconds, the first key after
/// `every` seconds. Runs the clock while typing.
func typeKeys(_ text: String, into field: TextField, every seconds: Double, _ play: Playground) {
    for key in text {
        play.sleep(seconds)
        field.type(String(key))
    }
}

/// The request log, one line per request, then the totals.
func printRequests(_ network: FakeNetwork, _ play: Playground) {
    for request in network.log { play.print(request.description) }
    play.say(zh: "请求 \(network.requestCount) 个，回答 \(network.answeredCount) 个，取消 \(network.cancelledCount) 个", en: "requests: \(network.requestCount), answered: \(network.answeredCount), cancelled: \(network.cancelledCount)")
}
