// Mistake: no startWith: the old results stay on screen while the new query loads.
// 错误：没有用 startWith，新的查询加载期间，屏幕上还是旧的结果。
import RxCore

func clearWhileLoading(_ query: Observable<String>, search: @escaping (String) -> Observable<[String]>) -> Observable<[String]> {
    query.flatMapLatest { text in
        search(text)
            .retry(3)
            .catchAndReturn([])
    }
}
