// Mistake: the values after the second are dropped, but the sequence never completes.
// 错误：第二个值之后的值都丢掉了，可序列一直不 completed。
import RxCore

func firstTwo(of source: Observable<Int>) -> Observable<Int> {
    Observable.create { observer in
        var count = 0
        return source.subscribe(onNext: { value in
            count += 1
            if count <= 2 { observer.onNext(value) }
        })
    }
}
