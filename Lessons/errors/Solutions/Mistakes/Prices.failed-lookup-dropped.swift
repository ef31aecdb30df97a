// Mistake: the failed lookup caught with an empty sequence, so it shows nothing instead of 0.
// 错误：失败的查询被捕获成了一个空序列，什么也不显示，而不是 0。
import RxCore

func prices(_ ids: Observable<Int>, lookup: @escaping (Int) -> Observable<Int>) -> Observable<Int> {
    ids.flatMap { id in
        lookup(id).catch { _ in Observable.empty() }
    }
}
