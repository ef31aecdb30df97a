// Mistake: retry(2) is two tries in all, not three: a search that fails twice before it answers shows an empty list.
// 错误：retry(2) 一共只试两次，不是三次：失败两次之后才会回答的搜索，显示的是空列表。
import RxCore

func clearWhileLoading(_ query: Observable<String>, search: @escaping (String) -> Observable<[String]>) -> Observable<[String]> {
    query.flatMapLatest { text in
        search(text)
            .retry(2)
            .startWith([])
            .catchAndReturn([])
    }
}
