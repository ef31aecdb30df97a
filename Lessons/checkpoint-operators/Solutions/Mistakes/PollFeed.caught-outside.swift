// Mistake: catchAndReturn after flatMap: the first fetch that fails twice replaces the whole feed with "off", and no poll goes out after it.
// 错误：catchAndReturn 放在 flatMap 之后：第一个两次都失败的获取把整个推送换成 `"off"`，之后再也不会定时获取。
import RxCore

func pollFeed(every period: Int, times count: Int, fetch: @escaping (Int) -> Observable<String>, scheduler: SchedulerType) -> Observable<String> {
    Observable<Int>.interval(.milliseconds(100 * period), scheduler: scheduler)
        .take(count)
        .flatMap { number in fetch(number).retry(2) }
        .catchAndReturn("off")
        .share(replay: 1)
}
