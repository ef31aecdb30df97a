// Mistake: the sink forwards the terminal event but never disposes itself, so the subscription to the source is never cancelled.
// 错误：sink 转发了终止事件，却没有 dispose 自己，对上游的订阅一直没有取消。
import RxCore

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
        case .completed:
            forwardOn(.completed)
        }
    }
}
