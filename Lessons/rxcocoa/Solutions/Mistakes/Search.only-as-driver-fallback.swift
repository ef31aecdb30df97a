// Mistake: asDriver(onErrorJustReturn:) trusted to handle the 404: it does, but by ending the whole search, so nothing after the unknown city is looked up.
// 错误：指望 asDriver(onErrorJustReturn:) 处理 404：它确实处理了，却是让整个搜索结束，未知城市之后什么都不再查询。
import Lesson_rxcocoa
import RxCocoaKit
import RxCore

func search(from field: TextField, api: ApiController) -> Driver<Weather> {
    field.rx.controlEvent(.editingDidEndOnExit).asObservable()
        .map { field.text ?? "" }
        .filter { !$0.isEmpty }
        .flatMapLatest { city in api.currentWeather(city: city) }
        .asDriver(onErrorJustReturn: Weather.empty)
}
