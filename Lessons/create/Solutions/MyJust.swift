import RxCore

/// `(7|)`. The fix: the element goes out first, then completed; anything sent after
/// completed would be dropped (and reported).
/// `(7|)`。改法：先发出元素，再发出 completed；completed 之后再发的任何东西都会被丢掉（并且会被报告）。
func myJust<E>(_ element: E) -> Observable<E> {
    Observable.create { observer in
        observer.on(.next(element))
        observer.on(.completed)
        return Disposables.create()
    }
}
