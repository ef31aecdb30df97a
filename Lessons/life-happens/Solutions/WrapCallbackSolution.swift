import RxCore

extension Solution {
    /// create is the clean way back into Rx: the callback becomes next + completed, and the
    /// result is an ordinary cold observable (a new adoption per subscriber) instead of a
    /// subject that someone has to feed.
    static func kitten(for being: String, adopt: @escaping (_ being: String, _ completion: @escaping (String) -> Void) -> Void) -> Observable<String> {
        Observable<String>.create { observer in
            adopt(being) { kitten in
                observer.on(.next(kitten))
                observer.on(.completed)
            }
            return Disposables.create()
        }
    }
}
