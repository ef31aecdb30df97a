import RxCore

/// `readings` is a hot source of sensor readings. Two screens subscribe to what you return
/// (one from the start, one later): subscribe to `readings` only once, and give the later screen
/// the latest reading at once, then the new ones.
/// `readings` 是一个热的传感器读数序列。两个界面订阅你返回的序列（一个立刻订阅，一个晚
/// 一些）：只订阅 `readings` 一次，并让晚来的界面立刻拿到最近的读数，然后是新的读数。
func latestReading(_ readings: Observable<String>) -> Observable<String> {
    // TODO: one subscription to `readings`, and the latest reading for a latecomer.
    // TODO（中文）：只订阅 `readings` 一次，并把最近的读数交给晚来的订阅者。
    return readings
}
