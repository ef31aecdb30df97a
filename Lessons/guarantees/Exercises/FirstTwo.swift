import RxCore

extension Attempt {
    /// The first two elements of `source`, then completed: `--1-(2|)` for a source that
    /// emits 1, 2, 3, ... every 2 ticks.
    static func firstTwo(of source: Observable<Int>) -> Observable<Int> {
        Observable.create { observer in
            source.subscribe(onNext: { value in
                // TODO: forward only the first two values, then complete.
                observer.onNext(value)
            })
        }
    }
}
