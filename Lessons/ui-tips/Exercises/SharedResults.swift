import RxCore

/// Search results that any number of UI elements can bind to.
/// 可以让任意多个界面元素绑定的搜索结果。
func sharedResults(for query: Observable<String>, search: @escaping (String) -> Observable<[String]>) -> Observable<[String]> {
    // TODO: each subscriber runs this chain (and its requests) again; share one run, replaying the latest results.
    // TODO（中文）：每个订阅者都会把这条链（连同它的请求）重新跑一遍；让大家共用一次运行，并重放最近的结果。
    query.flatMapLatest { search($0) }
}
