// Mistake: `try?` turns the failed work into an empty list, so the caller never hears of the error.
// 错误：`try?` 把失败的 work 变成一个空数组，调用方再也听不到那个错误。
import RxBlocking
import RxCore

func waitForResults(_ work: Observable<Int>) throws -> [Int] {
    (try? work.toBlocking().toArray()) ?? []
}
