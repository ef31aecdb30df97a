import Lesson_rxcocoa
import RxCocoaKit
import RxCore

/// catchAndReturn inside flatMapLatest catches the 404 in that one lookup: it becomes
/// Weather.empty and only the inner sequence ends. asDriver's onErrorJustReturn is
/// then a last resort that never fires; the search goes on to Paris.
/// 放在 flatMapLatest 里面的 catchAndReturn 只捕获那一次查询的 404：它变成 Weather.empty，
/// 结束的只是内部序列。asDriver 的 onErrorJustReturn 于是成了永远用不上的最后防线；
/// 搜索继续进行，一直查到 Paris。
func search(from field: TextField, api: ApiController) -> Driver<Weather> {
    field.rx.controlEvent(.editingDidEndOnExit).asObservable()
        .map { field.text ?? "" }
        .filter { !$0.isEmpty }
        .flatMapLatest { city in api.currentWeather(city: city).catchAndReturn(Weather.empty) }
        .asDriver(onErrorJustReturn: Weather.empty)
}
