// Mistake: asSingle, then catchAndReturn("?") so that the Single "never fails": the empty and
// the doubled response become a made-up name, and the caller can no longer tell them apart.
// 错误：asSingle 之后再 catchAndReturn(“?”)，让 Single“永远不失败”：空的和重复的响应都变成一个编造的名字，
// 调用方再也分不清出了什么问题。
import RxCore

func profile(_ response: Observable<String>) -> Single<String> {
    response.asSingle().catchAndReturn("?")
}
