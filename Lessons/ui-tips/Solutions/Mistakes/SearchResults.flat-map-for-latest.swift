// Mistake: flatMap where the task asks for flatMapLatest: an overtaken search still delivers its stale answer.
// 错误：该用 flatMapLatest 的地方用了 flatMap，被超越的搜索仍然送来了过时的结果。
import RxCore

func searchResults(query: Observable<String>, search: @escaping (String) -> Observable<[String]>,
                   scheduler: SchedulerType) -> Observable<[String]> {
    query
        .throttle(.milliseconds(300), scheduler: scheduler)
        .distinctUntilChanged()
        .flatMap { search($0) }
}
