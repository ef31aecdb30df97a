import RxCore

/// `.values` turns the observable into an AsyncThrowingStream: the loop gets each number and
/// ends when `numbers` completes, so the total is ready after it.
/// `.values` 把 observable 变成一个 AsyncThrowingStream：循环逐个拿到每个数，`numbers` 完成时循环结束，
/// 总和在循环之后就算好了。
func sumAll(_ numbers: Observable<Int>) async throws -> Int {
    var total = 0
    for try await number in numbers.values {
        total += number
    }
    return total
}
