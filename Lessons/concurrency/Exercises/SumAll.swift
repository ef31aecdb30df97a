import RxCore

/// Add up every number `numbers` sends, awaiting them with a `for try await` loop, and return
/// the total once it completes. If it fails, throw its error.
/// 用 `for try await` 循环等待 `numbers` 发出的每个数，把它们加起来，在它完成后返回总和。它失败时抛出它的错误。
func sumAll(_ numbers: Observable<Int>) async throws -> Int {
    // TODO: loop over the numbers as an async sequence.
    // TODO（中文）：把这些数当作异步序列，用循环逐个等待。
    return 0
}
