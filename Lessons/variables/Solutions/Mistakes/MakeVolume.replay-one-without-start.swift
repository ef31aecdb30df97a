// Mistake: ReplaySubject(bufferSize: 1) replays the latest setting but has no starting 5, so a watcher before the first setting gets nothing.
// 错误：ReplaySubject(bufferSize: 1) 会重放最近的一次设置，却没有开头的 5，在第一次设置之前来的观察者什么都拿不到。
import RxCore

func makeVolume() -> (changes: Observable<Int>, set: (Int) -> Void) {
    let volume = ReplaySubject<Int>.create(bufferSize: 1)
    return (volume.asObservable(), { volume.onNext($0) })
}
