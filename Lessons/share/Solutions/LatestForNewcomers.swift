import RxCore

/// share() replays nothing; share(replay: n) keeps the latest n values and hands them to
/// every new subscriber first.
/// share() 什么也不重放；share(replay: n) 记住最近的 n 个值，并先把它们交给每个新的订阅者。
func latestForNewcomers(_ readings: Observable<Int>, keep: Int) -> Observable<Int> {
    readings.share(replay: keep)
}
