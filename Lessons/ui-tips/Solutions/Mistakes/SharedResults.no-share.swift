// Mistake: no share: the list subscribes to the chain again and sends a second request.
// 错误：没有共享：列表又订阅了一次这条链，发出了第二个请求。
import RxCore

func sharedResults(for query: Observable<String>, search: @escaping (String) -> Observable<[String]>) -> Observable<[String]> {
    query.flatMapLatest { search($0) }
}
