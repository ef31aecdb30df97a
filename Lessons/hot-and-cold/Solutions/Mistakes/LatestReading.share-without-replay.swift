// Mistake: share() keeps no value, so the late subscriber waits for the next reading instead of getting the latest at once.
// 错误：share() 不保存任何值，晚来的订阅者要等下一个读数，而不是一来就拿到最近的一个。
import RxCore

func latestReading(_ readings: Observable<String>) -> Observable<String> {
    readings.share()
}
