// Mistake: the count checked before the value is sent, so the sequence completes without its second value.
// 错误：在发出值之前就检查计数，序列没发第二个值就 completed 了。
import RxCore

func firstTwo(of source: Observable<Int>) -> Observable<Int> {
    Observable.create { observer in
        var count = 0
        return source.subscribe(onNext: { value in
            count += 1
            if count == 2 { observer.onCompleted() }
            observer.onNext(value)
        })
    }
}
