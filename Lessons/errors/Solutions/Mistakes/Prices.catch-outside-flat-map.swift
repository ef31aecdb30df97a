// Mistake: catchAndReturn put after flatMap, on the outer sequence: the first failed lookup ends everything, and later ids are never looked up.
// 错误：把 catchAndReturn 放在了 flatMap 后面、外层序列上：第一次查询失败就结束了一切，后面的 id 再也不会被查询。
import RxCore

func prices(_ ids: Observable<Int>, lookup: @escaping (Int) -> Observable<Int>) -> Observable<Int> {
    ids.flatMap { id in lookup(id) }
        .catchAndReturn(0)
}
