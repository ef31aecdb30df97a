// Mistake: catchAndReturn after flatMapLatest: the first query that fails three times ends the whole search box, and later queries are never searched.
// 错误：catchAndReturn 放在 flatMapLatest 之后：第一个连试三次都失败的查询结束了整个搜索框，之后的查询再也不会搜索。
import RxCore

func clearWhileLoading(_ query: Observable<String>, search: @escaping (String) -> Observable<[String]>) -> Observable<[String]> {
    query
        .flatMapLatest { text in
            search(text)
                .retry(3)
                .startWith([])
        }
        .catchAndReturn([])
}
