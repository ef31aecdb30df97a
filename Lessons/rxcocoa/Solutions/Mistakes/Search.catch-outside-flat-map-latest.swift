// Mistake: catchAndReturn put after flatMapLatest, on the outer sequence: the first 404 ends the search, and later cities are never looked up.
// 错误：把 catchAndReturn 放在了 flatMapLatest 后面、外层序列上：第一次 404 就结束了搜索，后面的城市再也不会被查询。
import Lesson_rxcocoa
import RxCocoaKit
import RxCore

func search(from field: TextField, api: ApiController) -> Driver<Weather> {
    field.rx.controlEvent(.editingDidEndOnExit).asObservable()
        .map { field.text ?? "" }
        .filter { !$0.isEmpty }
        .flatMapLatest { city in api.currentWeather(city: city) }
        .catchAndReturn(Weather.empty)
        .asDriver(onErrorJustReturn: Weather.empty)
}
