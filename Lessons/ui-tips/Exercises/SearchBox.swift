import RxCore

extension Attempt {
    /// The results for what the user types into a search box. `search` sends one request.
    static func searchResults(query: Observable<String>, search: @escaping (String) -> Observable<[String]>,
                              scheduler: SchedulerType) -> Observable<[String]> {
        // TODO: one request per keystroke, and stale answers can win; throttle, skip repeats, keep the latest.
        query.flatMap { search($0) }
    }
}
