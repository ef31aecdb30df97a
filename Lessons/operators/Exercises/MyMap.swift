import RxCore

/// Write map yourself, the easy way: build a new observable with `create` that
/// subscribes to `source` and forwards every event, the values passed through `transform`.
/// 用简单的方式自己实现 map。用 `create` 创建一个新的 observable，让它订阅 `source`，
/// 转发每一个事件，其中的值先经过 `transform` 变换。
func myMap<Element, Result>(_ source: Observable<Element>, _ transform: @escaping (Element) -> Result) -> Observable<Result> {
    Observable<Result>.create { observer in
        // TODO: subscribe to `source`, forward next (transformed), error and completed,
        // and return that subscription instead of an empty disposable.
        // TODO（中文）：订阅 `source`，转发 next（变换后的值）、error 和 completed，
        // 并把这个订阅作为返回值，而不是返回一个空的 disposable。
        return Disposables.create()
    }
}
