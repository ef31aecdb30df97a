import RxCore

extension Attempt {
    /// One element, then completed: myJust(7) is `(7|)`.
    static func myJust<E>(_ element: E) -> Observable<E> {
        Observable.create { observer in
            // TODO: send `element` before the sequence completes.
            observer.on(.completed)
            return Disposables.create()
        }
    }
}
