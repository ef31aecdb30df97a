// Mistake: share(replay: 1) put on the query, before flatMapLatest: the query is shared, but each subscriber still runs its own search, so the list sends a second request.
// 错误：把 share(replay: 1) 放在了查询上、flatMapLatest 前面：共享的是查询，每个订阅者仍然各自搜索，列表又发出了第二个请求。
import RxCore

func sharedResults(for query: Observable<String>, search: @escaping (String) -> Observable<[String]>) -> Observable<[String]> {
    query.share(replay: 1).flatMapLatest { search($0) }
}
