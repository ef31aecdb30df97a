import RxCore

/// share(replay: 1): one subscription to the chain for every subscriber, and the latest
/// results replayed to a late one, so the list shows 4 at once and no second request goes out.
/// share(replay: 1)：所有订阅者共用对这条链的一次订阅，并把最近的结果重放给晚来的订阅者，
/// 所以列表立刻显示 4，也不会发出第二个请求。
func sharedResults(for query: Observable<String>, search: @escaping (String) -> Observable<[String]>) -> Observable<[String]> {
    query.flatMapLatest { search($0) }.share(replay: 1)
}
