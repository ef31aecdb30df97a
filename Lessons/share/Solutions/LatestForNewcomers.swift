import RxCore

/// share() replays nothing; share(replay: 1) keeps the latest value and hands it to
/// every new subscriber first.
/// share() 什么也不重放；share(replay: 1) 记住最近的一个值，并先把它交给每个新的订阅者。
func latestForNewcomers(_ readings: Observable<Int>) -> Observable<Int> {
    readings.share(replay: 1)
}
