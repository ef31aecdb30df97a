// Mistake: the only fallback is asDriver's: the first failed lookup reaches the Driver, which
// shows "na" and completes, so no later city is ever shown.
// 错误：唯一的后备值是 asDriver 的：第一次查询失败就传到了 Driver，它显示“na”然后完成，
// 后面的城市再也不会显示。
import RxCocoaKit
import RxCore

func forecast(_ cities: Observable<String>, fetch: @escaping (String) -> Single<Int>) -> Driver<String> {
    cities
        .flatMapLatest { city in fetch(city).map { "\($0)" } }
        .asDriver(onErrorJustReturn: "na")
}
