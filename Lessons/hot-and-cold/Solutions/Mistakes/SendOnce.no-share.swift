// Mistake: the request returned as it is: a cold sequence, so each subscriber sends it again.
// 错误：把请求原样返回：它是冷序列，每个订阅者都会再发一次请求。
import RxCore

func sendOnce(_ request: Observable<String>) -> Observable<String> {
    request
}
