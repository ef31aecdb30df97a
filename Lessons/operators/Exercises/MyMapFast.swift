import RxCore

/// map the performant way: the producer is written for you; finish its sink.
/// RxCore only: RxSwift keeps Producer and Sink internal.
/// 用高性能的方式实现 map。producer 已经替你写好了，把它的 sink 写完。
/// 只能在 RxCore 上运行：RxSwift 里 Producer 和 Sink 是 internal 的。
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
        // TODO: pass each event on with forwardOn: next with the transformed value,
        // error and completed as they are (then dispose(), the sequence is over).
        // TODO（中文）：用 forwardOn 把每个事件传下去：next 带上变换后的值，
        // error 和 completed 原样转发（之后调用 dispose()，序列已经结束了）。
    }
}
