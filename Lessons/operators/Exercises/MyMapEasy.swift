import RxCore

extension Attempt {
    /// Write map yourself, the easy way: build a new observable with `create` that
    /// subscribes to `source` and forwards every event, the values passed through `transform`.
    static func myMap<Element, Result>(_ source: Observable<Element>, _ transform: @escaping (Element) -> Result) -> Observable<Result> {
        Observable<Result>.create { observer in
            // TODO: subscribe to `source`, forward next (transformed), error and completed,
            // and return that subscription instead of an empty disposable.
            return Disposables.create()
        }
    }
}
