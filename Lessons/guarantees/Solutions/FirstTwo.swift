import RxCore

/// `--1-(2|)`. The fix: count per subscription and complete after the second value.
/// Completing makes create dispose the returned subscription, so the source stops and
/// nothing can be sent after the end.
/// `--1-(2|)`。改法：每个订阅各自计数，第二个值之后就完成。
/// completed 之后 create 会 dispose 交回的订阅，上游因此停下，结束之后什么也发不出来。
func firstTwo(of source: Observable<Int>) -> Observable<Int> {
    Observable.create { observer in
        var count = 0
        return source.subscribe(onNext: { value in
            count += 1
            observer.onNext(value)
            if count == 2 { observer.onCompleted() }
        })
    }
}
