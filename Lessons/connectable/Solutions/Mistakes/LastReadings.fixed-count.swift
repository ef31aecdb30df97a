// Mistake: the screen gets the last 2 readings, the shown scenario's count, and `count` is never read.
// 错误：重放条数写死成示例里的 2 条，根本没有用到 `count`。
import RxCore

func lastReadings(_ readings: Observable<Int>, count: Int) -> ConnectableObservable<Int> {
    readings.replay(2)
}
