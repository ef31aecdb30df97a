import RxCore

extension Solution {
    /// `(7|)`. The fix: the element goes out first, then completed; anything sent after
    /// completed would be dropped (and reported).
    static func myJust<E>(_ element: E) -> Observable<E> {
        Observable.create { observer in
            observer.on(.next(element))
            observer.on(.completed)
            return Disposables.create()
        }
    }
}
