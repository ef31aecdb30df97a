import RxCore

/// The subscription to `source` is returned as our own disposable, so disposing the
/// result disposes the source too; each kind of event is forwarded.
/// 对 `source` 的订阅被当作我们自己的 disposable 返回，所以 dispose 结果时也会 dispose 上游；
/// 每一种事件都被转发出去。
func myMap<Element, Result>(_ source: Observable<Element>, _ transform: @escaping (Element) -> Result) -> Observable<Result> {
    Observable<Result>.create { observer in
        source.subscribe { event in
            switch event {
            case .next(let value): observer.on(.next(transform(value)))
            case .error(let error): observer.on(.error(error))
            case .completed: observer.on(.completed)
            }
        }
    }
}
