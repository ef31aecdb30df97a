// Mistake: a replay buffer of one value: the newcomer gets only the very latest reading, not the latest `keep`.
// 错误：重放缓冲区只有一个值：新来的订阅者只拿到最后一个读数，而不是最近的 `keep` 个。
import RxCore

func latestForNewcomers(_ readings: Observable<Int>, keep: Int) -> Observable<Int> {
    readings.share(replay: 1)
}
