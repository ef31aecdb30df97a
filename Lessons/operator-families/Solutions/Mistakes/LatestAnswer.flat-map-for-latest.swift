// Mistake: flatMap where the task asks for flatMapLatest: the overtaken search goes on and its answer still arrives.
// 错误：该用 flatMapLatest 的地方用了 flatMap：被超越的搜索继续进行，它的答案还是到了。
import RxCore

func latestAnswer(_ queries: Observable<String>, search: @escaping (String) -> Observable<String>) -> Observable<String> {
    queries.flatMap { query in search(query) }
}
