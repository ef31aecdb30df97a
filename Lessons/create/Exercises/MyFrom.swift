import RxCore

extension Attempt {
    /// Every element in order, then completed: myFrom(["first", "second", "third"]) is
    /// `(first,second,third|)`.
    static func myFrom<E>(_ sequence: [E]) -> Observable<E> {
        Observable.create { observer in
            for element in sequence {
                observer.on(.next(element))
            }
            // TODO: the array is finite, so the sequence must end.
            return Disposables.create()
        }
    }
}
