import RxCore

/// take(until:behavior: .inclusive) completes right after the first reading above the limit
/// and disposes its subscription to the sensor, so the loop over `.values` ends; a failure
/// before it is thrown out of the loop and out of the function.
/// take(until:behavior: .inclusive) 在第一个大于 limit 的读数之后立刻完成，并释放它对传感器的订阅，
/// 于是对 `.values` 的循环结束；在那之前的失败会从循环里抛出，再从函数里抛出。
func readUntil(_ limit: Int, from readings: Observable<Int>) async throws -> [Int] {
    var seen: [Int] = []
    for try await reading in readings.take(until: { $0 > limit }, behavior: .inclusive).values {
        seen.append(reading)
    }
    return seen
}
