import RxCore

/// The same producer; the sink now forwards every event and disposes itself after a
/// terminal one, which cancels the subscription to the source.
/// 还是同一个 producer；现在 sink 转发每一个事件，并在终止事件之后 dispose 自己，
/// 这会取消对上游的订阅。
func myMapFast<Element, Result>(_ source: Observable<Element>, _ transform: @escaping (Element) -> Result) -> Observable<Result> {
    MapProducer(source: source, transform: transform)
}

final class MapProducer<Element, Result>: Producer<Result> {
    let source: Observable<Element>
    let transform: (Element) -> Result

    init(source: Observable<Element>, transform: @escaping (Element) -> Result) {
        self.source = source
        self.transform = transform
    }

    override func run(_ observer: AnyObserver<Result>, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) {
        let sink = MapSink(transform: transform, observer: observer, cancel: cancel)
        return (sink: sink, subscription: source.subscribe(sink))
    }
}

final class MapSink<Element, Result>: Sink<Result>, ObserverType {
    let transform: (Element) -> Result

    init(transform: @escaping (Element) -> Result, observer: AnyObserver<Result>, cancel: Cancelable) {
        self.transform = transform
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            forwardOn(.next(transform(value)))
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}
