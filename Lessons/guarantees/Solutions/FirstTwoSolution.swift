import RxCore

extension Solution {
    /// `--1-(2|)`. The fix: count per subscription and complete after the second value.
    /// Completing makes create dispose the returned subscription, so the source stops and
    /// nothing can be sent after the end.
    static func firstTwo(of source: Observable<Int>) -> Observable<Int> {
        Observable.create { observer in
            var count = 0
            return source.subscribe(onNext: { value in
                count += 1
                observer.onNext(value)
                if count == 2 { observer.onCompleted() }
            })
        }
    }
}
