// Mistake: the readings returned as they are: each subscriber subscribes to the source again and nobody gets the latest.
// 错误：把读数原样返回：每个订阅者都再订阅一次源头，也没人拿到最近的值。
import RxCore

func latestReading(_ readings: Observable<String>) -> Observable<String> {
    readings
}
