// Mistake: replay(1) keeps only the latest reading, not the last `count`.
// 错误：replay(1) 只留住最近一个读数，而不是最后 `count` 个。
import RxCore

func lastReadings(_ readings: Observable<Int>, count: Int) -> ConnectableObservable<Int> {
    readings.replay(1)
}
