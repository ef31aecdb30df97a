// Mistake: a PublishRelay holds no current value, so a late watcher gets nothing until the next setting.
// 错误：PublishRelay 不保存当前值，晚来的观察者在下一次设置之前什么都拿不到。
import RxCore

func makeVolume() -> (changes: Observable<Int>, set: (Int) -> Void) {
    let volume = PublishRelay<Int>()
    return (volume.asObservable(), { volume.accept($0) })
}
