import RxCore

/// create is the clean way back into Rx: the callback becomes next + completed, and the
/// result is an ordinary cold observable (a new adoption per subscriber) instead of a
/// subject that someone has to feed.
/// create 是回到 Rx 的干净做法：回调变成 next 加 completed，结果是一个普通的冷 observable
/// （每个订阅者各领养一次），而不是一个需要有人去喂的 subject。
func kitten(for being: String, adopt: @escaping (_ being: String, _ completion: @escaping (String) -> Void) -> Void) -> Observable<String> {
    Observable<String>.create { observer in
        adopt(being) { kitten in
            observer.on(.next(kitten))
            observer.on(.completed)
        }
        return Disposables.create()
    }
}
