import RxCore

/// `readings` never completes. Return the readings up to and including the first one above
/// `limit`; the sensor's subscription must be disposed when you return. If the sensor fails
/// first, throw its error.
/// `readings` 永远不会完成。返回从头到第一个大于 `limit` 的读数（含这一个）；返回时传感器的订阅必须已经释放。
/// 如果传感器先出错，就抛出它的错误。
func readUntil(_ limit: Int, from readings: Observable<Int>) async throws -> [Int] {
    // TODO: collect the readings, and stop at the first one above the limit.
    // TODO（中文）：收集读数，遇到第一个大于 limit 的读数就停下。
    var seen: [Int] = []
    for try await reading in readings.values {
        seen.append(reading)
    }
    return seen
}
