import RxCore

extension Attempt {
    /// Search results that any number of UI elements can bind to.
    static func sharedResults(for query: Observable<String>, search: @escaping (String) -> Observable<[String]>) -> Observable<[String]> {
        // TODO: each subscriber runs this chain (and its requests) again; share one run, replaying the latest results.
        query.flatMapLatest { search($0) }
    }
}
