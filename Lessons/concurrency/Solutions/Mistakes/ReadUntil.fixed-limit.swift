// Mistake: the loop stops above 20, the shown scenario's limit, and `limit` is never read.
// 错误：上限写死成示例里的 20，根本没有用到 `limit`。
import RxCore

func readUntil(_ limit: Int, from readings: Observable<Int>) async throws -> [Int] {
    var seen: [Int] = []
    for try await reading in readings.take(until: { $0 > 20 }, behavior: .inclusive).values {
        seen.append(reading)
    }
    return seen
}
