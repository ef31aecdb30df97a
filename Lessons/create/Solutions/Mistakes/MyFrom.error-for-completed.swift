// Mistake: the end of the array sent as an error instead of completed.
// 错误：数组结束时发出的是 error，而不是 completed。
import RxCore

struct EndOfArray: Error {}

func myFrom<E>(_ sequence: [E]) -> Observable<E> {
    Observable.create { observer in
        for element in sequence {
            observer.on(.next(element))
        }
        observer.on(.error(EndOfArray()))
        return Disposables.create()
    }
}
