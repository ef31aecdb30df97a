import RxCore

/// `(first,second,third,|)`. The fix: after the last element, send completed; without
/// it the subscriber waits forever and its resources are never released.
/// `(first,second,third,|)`。改法：最后一个元素之后发出 completed；没有它，
/// 订阅者会永远等下去，资源也永远不会被释放。
func myFrom<E>(_ sequence: [E]) -> Observable<E> {
    Observable.create { observer in
        for element in sequence {
            observer.on(.next(element))
        }
        observer.on(.completed)
        return Disposables.create()
    }
}
