// Mistake: concatMap waits for each search to finish before the next, so old answers arrive and new ones come late.
// 错误：concatMap 等每个搜索完成才开始下一个，旧的答案照样到达，新的答案来晚了。
import RxCore

func latestAnswer(_ queries: Observable<String>, search: @escaping (String) -> Observable<String>) -> Observable<String> {
    queries.concatMap { query in search(query) }
}
