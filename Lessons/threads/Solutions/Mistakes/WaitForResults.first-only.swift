// Mistake: first() stops waiting after the first result; the others are lost.
// 错误：first() 等到第一个结果就不再等了，其余的结果都丢了。
import RxBlocking
import RxCore

func waitForResults(_ work: Observable<Int>) throws -> [Int] {
    try work.toBlocking().first().map { [$0] } ?? []
}
