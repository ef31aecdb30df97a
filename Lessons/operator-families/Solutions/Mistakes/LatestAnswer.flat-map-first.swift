// Mistake: flatMapFirst keeps the search that is running and ignores the newer query, the opposite of flatMapLatest.
// 错误：flatMapFirst 保留正在进行的搜索、忽略新的查询，正好和 flatMapLatest 相反。
import RxCore

func latestAnswer(_ queries: Observable<String>, search: @escaping (String) -> Observable<String>) -> Observable<String> {
    queries.flatMapFirst { query in search(query) }
}
