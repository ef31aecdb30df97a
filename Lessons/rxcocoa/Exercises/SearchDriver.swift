import RxCocoaKit
import RxCore

extension Attempt {
    /// The weather for the field's text each time return is pressed, as a Driver.
    /// A city the server does not know must not end the search.
    static func search(from field: TextField, api: ApiController) -> Driver<Weather> {
        field.rx.controlEvent(.editingDidEndOnExit).asObservable()
            .map { field.text ?? "" }
            .filter { !$0.isEmpty }
            // TODO: a 404 here ends the whole Driver (asDriver below catches it too late).
            .flatMapLatest { city in api.currentWeather(city: city) }
            .asDriver(onErrorJustReturn: Weather.empty)
    }
}
