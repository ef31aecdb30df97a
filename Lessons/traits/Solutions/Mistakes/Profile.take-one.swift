// Mistake: take(1) before asSingle "to make sure there is one": a second name is silently
// dropped instead of failing, and the Single succeeds when the first name arrives, not when
// the response completes.
// 错误：先 take(1)“确保只有一个”：第二个名字被悄悄丢掉而不是报错，而且 Single 在第一个名字到达时就成功了，
// 不是在响应完成时。
import RxCore

func profile(_ response: Observable<String>) -> Single<String> {
    response.take(1).asSingle()
}
