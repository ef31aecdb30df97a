// Mistake: a `return` inside the loop hands back the first number instead of the total.
// 错误：在循环里 `return`，交回的是第一个数，不是总和。
import RxCore

func sumAll(_ numbers: Observable<Int>) async throws -> Int {
    var total = 0
    for try await number in numbers.values {
        total += number
        return total
    }
    return total
}
