// Mistake: debounce where the task asks for throttle: nothing is searched while the user keeps typing, and the first query waits for a pause.
// 错误：该用 throttle 的地方用了 debounce，用户一直在打字时什么都不搜索，第一个查询要等到停顿之后。
import RxCore

func searchResults(query: Observable<String>, search: @escaping (String) -> Observable<[String]>,
                   scheduler: SchedulerType) -> Observable<[String]> {
    query
        .debounce(.milliseconds(300), scheduler: scheduler)
        .distinctUntilChanged()
        .flatMapLatest { search($0) }
}
