// Mistake: the counter declared outside create's closure, so every subscriber shares one count and only the first gets its two elements.
// 错误：把计数器声明在 create 的闭包外面，所有订阅者共用一个计数，只有第一个订阅者能拿到它的两个元素。
import RxCore

func firstTwo(of source: Observable<Int>) -> Observable<Int> {
    var count = 0
    return Observable.create { observer in
        source.subscribe(onNext: { value in
            count += 1
            observer.onNext(value)
            if count == 2 { observer.onCompleted() }
        })
    }
}
