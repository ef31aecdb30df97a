// Mistake: completed sent inside the loop, after the first element, so the rest are dropped.
// 错误：把 completed 放进了循环里，第一个元素之后就完成了，其余的都被丢掉。
import RxCore

func myFrom<E>(_ sequence: [E]) -> Observable<E> {
    Observable.create { observer in
        for element in sequence {
            observer.on(.next(element))
            observer.on(.completed)
        }
        return Disposables.create()
    }
}
