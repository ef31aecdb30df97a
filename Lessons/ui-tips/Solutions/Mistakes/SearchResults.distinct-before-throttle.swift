// Mistake: distinctUntilChanged before throttle: it compares keystrokes, not the queries throttle lets through, so the same query can be searched twice in a row.
// 错误：把 distinctUntilChanged 放在了 throttle 前面：它比较的是按键，而不是 throttle 放行的查询，同一个查询可能连着搜索两次。
import RxCore

func searchResults(query: Observable<String>, search: @escaping (String) -> Observable<[String]>,
                   scheduler: SchedulerType) -> Observable<[String]> {
    query
        .distinctUntilChanged()
        .throttle(.milliseconds(300), scheduler: scheduler)
        .flatMapLatest { search($0) }
}
