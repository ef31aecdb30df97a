import RxCore

/// A volume setting that starts at 5. `set` changes it; `changes` is what a slider binds to.
/// A slider that appears later must still show the current volume at once.
/// 一个从 5 开始的音量设置。`set` 改变它；`changes` 给滑块绑定。
/// 晚出现的滑块也必须立刻显示当前的音量。
func makeVolume() -> (changes: Observable<Int>, set: (Int) -> Void) {
    // TODO: a PublishRelay keeps no value; use RxSwift 6's replacement for Variable(5).
    // TODO（中文）：PublishRelay 不记得值；换成 RxSwift 6 里代替 Variable(5) 的类型。
    let volume = PublishRelay<Int>()
    return (volume.asObservable(), { volume.accept($0) })
}
