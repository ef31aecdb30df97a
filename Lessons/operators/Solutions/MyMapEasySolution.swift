import RxCore

extension Solution {
    /// The subscription to `source` is returned as our own disposable, so disposing the
    /// result disposes the source too; each kind of event is forwarded.
    static func myMap<Element, Result>(_ source: Observable<Element>, _ transform: @escaping (Element) -> Result) -> Observable<Result> {
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
}
