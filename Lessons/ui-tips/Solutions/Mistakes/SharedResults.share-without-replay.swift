// Mistake: share() where share(replay: 1) matters: the list arriving later gets no results until the next search.
// 错误：该用 share(replay: 1) 的地方用了 share()，晚到的列表在下一次搜索之前拿不到结果。
import RxCore

func sharedResults(for query: Observable<String>, search: @escaping (String) -> Observable<[String]>) -> Observable<[String]> {
    query.flatMapLatest { search($0) }.share()
}
