import RxCore

/// `readings` sends a reading every few ticks. Make it a connectable sequence (it is connected
/// for you at tick 0) so that a screen which subscribes late first gets the last `count`
/// readings it missed, then the rest.
/// `readings` 每隔几拍发出一个读数。把它变成可连接序列（程序会在第 0 拍替你 connect），
/// 让晚来订阅的界面先拿到它错过的最后 `count` 个读数，再收到之后的读数。
func lastReadings(_ readings: Observable<Int>, count: Int) -> ConnectableObservable<Int> {
    // TODO: keep the last `count` readings for a screen that subscribes late.
    // TODO（中文）：为晚来的界面留住最后 `count` 个读数。
    return readings.publish()
}
