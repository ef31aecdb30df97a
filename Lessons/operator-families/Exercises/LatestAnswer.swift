import RxCore

/// Search every query, but show only the answer to the latest one: an older search still
/// running when a new query comes is no longer wanted.
/// 每个查询都去搜索，但只显示最新那个查询的答案：新查询来时还没回来的旧搜索已经没人要了。
func latestAnswer(_ queries: Observable<String>, search: @escaping (String) -> Observable<String>) -> Observable<String> {
    // TODO: flatMap keeps every search running, so a late answer to an old query still shows.
    // TODO（中文）：flatMap 让每个搜索都继续跑，所以旧查询迟到的答案也会显示出来。
    queries.flatMap { query in search(query) }
}
