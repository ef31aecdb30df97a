import RxCore

extension Solution {
    /// `(first,second,third|)`. The fix: after the last element, send completed; without
    /// it the subscriber waits forever and its resources are never released.
    static func myFrom<E>(_ sequence: [E]) -> Observable<E> {
        Observable.create { observer in
            for element in sequence {
                observer.on(.next(element))
            }
            observer.on(.completed)
            return Disposables.create()
        }
    }
}
