// Mistake: the 404 caught inside flatMapLatest with an empty sequence, so the unknown city shows nothing instead of Weather.empty.
// 错误：在 flatMapLatest 里用空序列捕获了 404，未知的城市什么都不显示，而不是 Weather.empty。
import Lesson_rxcocoa
import RxCocoaKit
import RxCore

func search(from field: TextField, api: ApiController) -> Driver<Weather> {
    field.rx.controlEvent(.editingDidEndOnExit).asObservable()
        .map { field.text ?? "" }
        .filter { !$0.isEmpty }
        .flatMapLatest { city in api.currentWeather(city: city).catch { _ in Observable.empty() } }
        .asDriver(onErrorJustReturn: Weather.empty)
}
