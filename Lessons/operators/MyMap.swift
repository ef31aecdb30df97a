import RxCore

extension ObservableType {
    /// map, the easy way: an operator is just a new observable built with create that
    /// subscribes to its source and passes every event on, the value transformed.
    func myMap<Result>(_ transform: @escaping (Element) -> Result) -> Observable<Result> {
        Observable<Result>.create { observer in
            self.subscribe { event in
                switch event {
                case .next(let value):
                    observer.on(.next(transform(value)))
                case .error(let error):
                    observer.on(.error(error))
                case .completed:
                    observer.on(.completed)
                }
            }
        }
    }
}

/// map, the performant way: a `Producer` that, for every subscription, makes a `Sink`
/// forwarding transformed events to the subscriber and subscribes that sink to the source.
final class MyMapProducer<Source, Result>: Producer<Result> {
    private let source: Observable<Source>
    private let transform: (Source) -> Result

    init(source: Observable<Source>, transform: @escaping (Source) -> Result) {
        self.source = source
        self.transform = transform
    }

    override func run(_ observer: AnyObserver<Result>, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) {
        let sink = MyMapSink(transform: transform, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}

/// Receives the source's events (it is an observer of `Source`) and forwards the
/// transformed ones; after a terminal event it disposes itself, which cancels the subscription.
final class MyMapSink<Source, Result>: Sink<Result>, ObserverType {
    private let transform: (Source) -> Result

    init(transform: @escaping (Source) -> Result, observer: AnyObserver<Result>, cancel: Cancelable) {
        self.transform = transform
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Source>) {
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

extension ObservableType {
    func myMapFast<Result>(_ transform: @escaping (Element) -> Result) -> Observable<Result> {
        MyMapProducer(source: asObservable(), transform: transform)
    }
}
