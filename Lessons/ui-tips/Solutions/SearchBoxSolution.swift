import RxCore

extension Solution {
    static func searchResults(query: Observable<String>, search: @escaping (String) -> Observable<[String]>,
                              scheduler: SchedulerType) -> Observable<[String]> {
        // throttle: typing within 3 s becomes one query (R and Rx -> Rx at tick 3);
        // distinctUntilChanged: Rx again at tick 6 is dropped;
        // flatMapLatest: a new query disposes the previous request, so no stale answer arrives.
        query
            .throttle(.seconds(3), scheduler: scheduler)
            .distinctUntilChanged()
            .flatMapLatest { search($0) }
    }
}
