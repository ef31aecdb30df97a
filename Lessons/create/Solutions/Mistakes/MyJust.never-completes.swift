// Mistake: the element sent, but no completed after it, so the sequence never ends.
// 错误：发出了元素，却没有在它之后发 completed，序列永远不结束。
import RxCore

func myJust<E>(_ element: E) -> Observable<E> {
    Observable.create { observer in
        observer.on(.next(element))
        return Disposables.create()
    }
}
