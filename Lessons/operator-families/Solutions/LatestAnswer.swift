import RxCore

/// flatMapLatest subscribes to the search of each new query and disposes the one before:
/// an overtaken search is cancelled, so its answer never arrives.
/// flatMapLatest 为每个新查询订阅它的搜索，并释放上一个：被超越的搜索被取消，它的答案永远不会到达。
func latestAnswer(_ queries: Observable<String>, search: @escaping (String) -> Observable<String>) -> Observable<String> {
    queries.flatMapLatest { query in search(query) }
}
