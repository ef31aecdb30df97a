import RxCocoaKit
import RxCore

extension Solution {
    /// catchAndReturn inside flatMapLatest catches the 404 in that one lookup: it becomes
    /// Weather.empty and only the inner sequence ends. asDriver's onErrorJustReturn is
    /// then a last resort that never fires; the search goes on to Paris.
    static func search(from field: TextField, api: ApiController) -> Driver<Weather> {
        field.rx.controlEvent(.editingDidEndOnExit).asObservable()
            .map { field.text ?? "" }
            .filter { !$0.isEmpty }
            .flatMapLatest { city in api.currentWeather(city: city).catchAndReturn(Weather.empty) }
            .asDriver(onErrorJustReturn: Weather.empty)
    }
}
