import RxCore

/// A ReplaySubject keeps the last `bufferSize` values and replays them to every new
/// subscriber, all on the tick it subscribes, before the live ones.
/// ReplaySubject 保存最后 `bufferSize` 个值，在每个新订阅者订阅的那一拍把它们全部重放，
/// 然后才是新的值。
func chatRoom(keeping count: Int) -> (input: AnyObserver<String>, output: Observable<String>) {
    let subject = ReplaySubject<String>.create(bufferSize: count)
    return (subject.asObserver(), subject.asObservable())
}
