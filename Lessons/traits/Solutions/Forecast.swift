import RxCocoaKit
import RxCore

/// flatMapLatest drops the lookup of a city replaced while it loads. The fallback sits on each
/// Single, inside the closure: a failed lookup becomes "na" and only that lookup ends. The
/// asDriver fallback outside is only there because a Driver must say what an error becomes;
/// used alone, the first failure would end the whole Driver.
/// flatMapLatest 会丢掉加载中被替换的城市的查询。后备值放在闭包里的每个 Single 上：
/// 查询失败变成“na”，结束的只是这一次查询。外面 asDriver 的后备值只是因为 Driver 必须说明错误变成什么；
/// 只靠它的话，第一次失败就会结束整个 Driver。
func forecast(_ cities: Observable<String>, fetch: @escaping (String) -> Single<Int>) -> Driver<String> {
    cities
        .flatMapLatest { city in
            fetch(city).map { "\($0)" }.catchAndReturn("na")
        }
        .asDriver(onErrorJustReturn: "na")
}
