// Mistake: flatMap instead of flatMapLatest: the lookup of a city replaced while it loads
// still answers, and the screen shows a temperature for a city nobody is looking at any more.
// 错误：用的是 flatMap 而不是 flatMapLatest，于是加载中被换掉的城市，查询结果照样回来，
// 界面上显示了一个已经没人在看的城市的温度。
import RxCocoaKit
import RxCore

func forecast(_ cities: Observable<String>, fetch: @escaping (String) -> Single<Int>) -> Driver<String> {
    cities
        .flatMap { city in fetch(city).map { "\($0)" }.catchAndReturn("na") }
        .asDriver(onErrorJustReturn: "na")
}
