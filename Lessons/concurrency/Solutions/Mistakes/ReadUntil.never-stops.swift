// Mistake: the loop skips the readings after the limit but never stops: `readings` never completes, so the function waits for ever.
// 错误：循环跳过了超过 limit 之后的读数，却从不停下；`readings` 永远不会完成，函数就一直等下去。
import RxCore

func readUntil(_ limit: Int, from readings: Observable<Int>) async throws -> [Int] {
    var seen: [Int] = []
    for try await reading in readings.values {
        if let last = seen.last, last > limit { continue }
        seen.append(reading)
    }
    return seen
}
