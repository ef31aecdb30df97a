import RxCore

/// throttle: typing within 3 ticks (0.3 s) becomes one query (R and Rx -> Rx at tick 3);
/// distinctUntilChanged: Rx again at tick 6 is dropped;
/// flatMapLatest: a new query disposes the previous request, so no stale answer arrives.
/// throttle 让 3 拍（0.3 秒）内的输入只算一次查询（R 和 Rx 在第 3 拍变成 Rx）；
/// distinctUntilChanged 丢掉第 6 拍再次出现的 Rx；
/// flatMapLatest 让新的查询 dispose 上一个请求，所以不会有过时的结果到达。
func searchResults(query: Observable<String>, search: @escaping (String) -> Observable<[String]>,
                   scheduler: SchedulerType) -> Observable<[String]> {
    query
        .throttle(.milliseconds(300), scheduler: scheduler)
        .distinctUntilChanged()
        .flatMapLatest { search($0) }
}
