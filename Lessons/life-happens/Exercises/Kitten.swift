import RxCore

/// `adopt` is plain callback code from the messy world: it calls `completion` once,
/// some ticks later (one in the shown run). Bring its answer into Rx without a Subject: wrap it in an observable
/// that emits the kitten and completes.
/// `adopt` 是来自混乱现实世界的普通回调代码：它会在几拍之后（题目给出的场景里是一拍）调用一次 `completion`。
/// 不用 Subject，把它的结果带回 Rx：用一个 observable 包装它，发出小猫然后发出 completed。
func kitten(for being: String, adopt: @escaping (_ being: String, _ completion: @escaping (String) -> Void) -> Void) -> Observable<String> {
    Observable<String>.create { observer in
        // TODO: call adopt(being) { kitten in ... } and send the kitten, then completed.
        // TODO（中文）：调用 adopt(being) { kitten in ... }，发出小猫，然后发出 completed。
        return Disposables.create()
    }
}
