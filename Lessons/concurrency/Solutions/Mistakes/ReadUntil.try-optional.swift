// Mistake: `try?` on each step of the loop turns the sensor's error into the loop's end, so the readings before it come back as if all were well.
// 错误：循环的每一步都用了 `try?`，传感器的错误变成了循环的结束，出错之前的读数被当成正常结果交了回去。
import RxCore

func readUntil(_ limit: Int, from readings: Observable<Int>) async throws -> [Int] {
    var seen: [Int] = []
    var iterator = readings.take(until: { $0 > limit }, behavior: .inclusive).values.makeAsyncIterator()
    while let reading = try? await iterator.next() {
        seen.append(reading)
    }
    return seen
}
