import RxCore

extension Solution {
    static func sharedResults(for query: Observable<String>, search: @escaping (String) -> Observable<[String]>) -> Observable<[String]> {
        // share(replay: 1): one subscription to the chain for every subscriber, and the latest
        // results replayed to a late one, so the list shows 4 at once and no second request goes out.
        query.flatMapLatest { search($0) }.share(replay: 1)
    }
}
