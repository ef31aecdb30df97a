import RxCore

/// replay(count) multicasts through a ReplaySubject of `count` values: a subscriber that
/// comes after the connection gets the last `count` values first.
/// replay(count) 通过一个存 `count` 个值的 ReplaySubject 组播：连接之后才来的订阅者
/// 先收到最后 `count` 个值。
func lastReadings(_ readings: Observable<Int>, count: Int) -> ConnectableObservable<Int> {
    readings.replay(count)
}
