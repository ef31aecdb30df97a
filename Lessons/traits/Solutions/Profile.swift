import RxCore

/// asSingle keeps the one element until the response completes and sends it then; a
/// completion without an element fails with RxError.noElements, a second element fails at
/// once with RxError.moreThanOneElement. No check of our own is needed.
/// asSingle 会留住那一个元素，等响应完成时才发出；没有元素就完成，以 RxError.noElements 失败；
/// 第二个元素一到，立刻以 RxError.moreThanOneElement 失败。不需要自己再做检查。
func profile(_ response: Observable<String>) -> Single<String> {
    response.asSingle()
}
