// Mistake: completed sent before the element, so the element is dropped.
// 错误：在元素之前就发出了 completed，元素被丢掉了。
import RxCore

func myJust<E>(_ element: E) -> Observable<E> {
    Observable.create { observer in
        observer.on(.completed)
        observer.on(.next(element))
        return Disposables.create()
    }
}
