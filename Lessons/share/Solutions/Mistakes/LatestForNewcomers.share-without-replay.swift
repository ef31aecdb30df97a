// Mistake: share() where the replay matters: the newcomer waits for the next reading instead of getting the latest at once.
// 错误：该重放的地方用了 share()：新来的订阅者要等下一个读数，而不是一来就拿到最近的几个。
import RxCore

func latestForNewcomers(_ readings: Observable<Int>, keep: Int) -> Observable<Int> {
    readings.share()
}
