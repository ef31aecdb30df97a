import RxCore

/// One element, then completed: myJust(7) is `(7|)`.
/// 一个元素，然后发出 completed。myJust(7) 就是 `(7|)`。
func myJust<E>(_ element: E) -> Observable<E> {
    Observable.create { observer in
        // TODO: send `element` before the sequence completes.
        // TODO（中文）：在序列 completed 之前把 `element` 发出去。
        observer.on(.completed)
        return Disposables.create()
    }
}
