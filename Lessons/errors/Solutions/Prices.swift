import RxCore

/// Inside flatMap, catchAndReturn replaces only the inner sequence that failed; the
/// outer sequence never sees an error, so later ids are still looked up.
/// 放在 flatMap 里面时，catchAndReturn 只替换失败的那个内部序列；
/// 外层序列根本看不到错误，所以后面的 id 照样会被查询。
func prices(_ ids: Observable<Int>, lookup: @escaping (Int) -> Observable<Int>) -> Observable<Int> {
    ids.flatMap { id in
        lookup(id).catchAndReturn(0)
    }
}
