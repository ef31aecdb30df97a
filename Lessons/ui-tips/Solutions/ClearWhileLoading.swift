import RxCore

/// Inside flatMapLatest, each query's own sequence retries its search (3 tries in all), starts
/// with an empty list and turns a last failure into an empty list: only that query's sequence
/// ends, and the search box goes on.
/// 在 flatMapLatest 里面，每个查询自己的序列重试它的搜索（一共 3 次），先发出一个空列表，
/// 最后一次失败变成空列表：结束的只是这个查询的序列，搜索框照常工作。
func clearWhileLoading(_ query: Observable<String>, search: @escaping (String) -> Observable<[String]>) -> Observable<[String]> {
    query.flatMapLatest { text in
        search(text)
            .retry(3)
            .startWith([])
            .catchAndReturn([])
    }
}
