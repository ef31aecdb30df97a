// Mistake: BehaviorRelay(value: 0): the volume starts at 0 instead of 5, which a watcher before the first setting sees.
// 错误：写成了 BehaviorRelay(value: 0)，音量从 0 开始而不是 5，在第一次设置之前来的观察者会看到。
import RxCore

func makeVolume() -> (changes: Observable<Int>, set: (Int) -> Void) {
    let volume = BehaviorRelay(value: 0)
    return (volume.asObservable(), { volume.accept($0) })
}
