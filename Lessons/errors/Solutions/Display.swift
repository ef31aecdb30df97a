import RxCore

/// catchAndReturn (the document's catchErrorJustReturn) swaps the error for one value
/// and a completion.
/// catchAndReturn（文档里的 catchErrorJustReturn）把错误换成一个值和一个 completed。
func display(_ temperature: Observable<String>) -> Observable<String> {
    temperature.catchAndReturn("n/a")
}
