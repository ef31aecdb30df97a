// Mistake: the sink disposes itself on an error but never forwards it, so the result of a failing source just stops.
// 错误：sink 收到 error 时 dispose 了自己，却没有把它转发出去，上游出错时结果只是停住了。
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
        case .error:
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}
