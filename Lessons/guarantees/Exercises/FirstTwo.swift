import RxCore

/// The first two elements of `source`, then completed: `--1-(2|)` for a source that
/// emits a number every 2 ticks.
/// `source` 的前两个元素，然后发出 completed。上游每 2 拍发出一个数时，结果是 `--1-(2|)`。
func firstTwo(of source: Observable<Int>) -> Observable<Int> {
    Observable.create { observer in
        source.subscribe(onNext: { value in
            // TODO: forward only the first two values, then complete.
            // TODO（中文）：只转发前两个值，然后发出 completed。
            observer.onNext(value)
        })
    }
}
