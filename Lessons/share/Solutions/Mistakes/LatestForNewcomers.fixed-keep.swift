// Mistake: newcomers get the last 2 readings, the shown scenario's keep, and `keep` is never read.
// 错误：重放条数写死成示例里的 2 条，根本没有用到 `keep`。
import RxCore

func latestForNewcomers(_ readings: Observable<Int>, keep: Int) -> Observable<Int> {
    readings.share(replay: 2)
}
