// Mistake: every attempt taken to run to its failure, as if the test never ended: start
// disposes at 1000, which cuts the subscription open then and prevents the rest.
// 错误：以为每次尝试都会一直跑到失败，好像测试永远不结束；其实 start 在第 1000 拍释放，
// 当时那次订阅被截断，后面的订阅也不会再有。
import RxTestCore

func retrySubscriptions(failsAfter: Int, attempts: Int) -> [Subscription] {
    (0..<attempts).map { Subscription(200 + $0 * failsAfter, 200 + ($0 + 1) * failsAfter) }
}
