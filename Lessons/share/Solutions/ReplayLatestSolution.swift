import RxCore

extension Solution {
    /// share() replays nothing; share(replay: 1) keeps the latest value and hands it to
    /// every new subscriber first.
    static func latestForNewcomers(_ readings: Observable<Int>) -> Observable<Int> {
        readings.share(replay: 1)
    }
}
