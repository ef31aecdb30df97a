import Lesson_rxcocoa
import RxCocoaKit
import RxCore

/// The weather for the field's text each time return is pressed, as a Driver.
/// A city the server does not know must not end the search.
/// 每次按下回车时，用输入框里的文字查询天气，结果是一个 Driver。
/// 服务器不认识的城市不能让搜索就此结束。
func search(from field: TextField, api: ApiController) -> Driver<Weather> {
    field.rx.controlEvent(.editingDidEndOnExit).asObservable()
        .map { field.text ?? "" }
        .filter { !$0.isEmpty }
        // TODO: a 404 here ends the whole Driver (asDriver below catches it too late).
        // TODO（中文）：这里的一个 404 会让整个 Driver 结束（下面的 asDriver 捕获它时已经太晚了）。
        .flatMapLatest { city in api.currentWeather(city: city) }
        .asDriver(onErrorJustReturn: Weather.empty)
}
