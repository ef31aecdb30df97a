import RxCore

/// The results for what the user types into a search box. `search` sends one request.
/// 用户在搜索框里输入内容后得到的结果。每调用一次 `search` 就发一个请求。
func searchResults(query: Observable<String>, search: @escaping (String) -> Observable<[String]>,
                   scheduler: SchedulerType) -> Observable<[String]> {
    // TODO: one request per keystroke, and stale answers can win; throttle, skip repeats, keep the latest.
    // TODO（中文）：每按一个键就发一个请求，过时的结果还可能后到；限流、跳过重复、只要最新的。
    query.flatMap { search($0) }
}
