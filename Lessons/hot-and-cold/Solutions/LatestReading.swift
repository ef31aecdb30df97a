import RxCore

/// share(replay: 1) is share() that also keeps the latest value and hands it to each new
/// subscriber at once.
/// share(replay: 1) 就是 share() 再保存最近的一个值，每个新订阅者一来就交给它。
func latestReading(_ readings: Observable<String>) -> Observable<String> {
    readings.share(replay: 1)
}
