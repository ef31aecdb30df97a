// Mistake: the readings returned as they are: the newcomer starts its own interval from 0.
// 错误：把读数原样返回：新来的订阅者自己从 0 开始了一个新的 interval。
import RxCore

func latestForNewcomers(_ readings: Observable<Int>, keep: Int) -> Observable<Int> {
    readings
}
