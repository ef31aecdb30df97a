extension ObservableType {
    /// One element, then completion, at subscription: `(a|)`.
    public static func just(_ element: Element, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        just(element, label: ("just", file, line))
    }

    /// `just` as RxSwift declares it, for a function reference: `flatMap(Observable.just)`.
    /// A call picks the one above; this one's `Trace` row takes its consumer's call site.
    @_disfavoredOverload
    public static func just(_ element: Element) -> Observable<Element> {
        just(element, label: ("just", "", 0))
    }

    private static func just(_ element: Element, label: (name: StaticString, file: StaticString, line: UInt)) -> Observable<Element> {
        Observable.produce(label.name, file: label.file, line: label.line) { sink in
            sink.onNext(element)
            sink.onCompleted()
            return Disposables.create()
        }
    }

    /// One element, then completion, each as its own scheduled step.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        Observable.produce("just", file: file, line: line) { sink in
            scheduler.schedule(element) { element in
                sink.onNext(element)
                return scheduler.schedule(()) { _ in
                    sink.onCompleted()
                    return Disposables.create()
                }
            }
        }
    }

    /// Completes at once: `|`.
    public static func empty(file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        empty(label: ("empty", file, line))
    }

    /// `empty` as RxSwift declares it, for a function reference (`Observable<Int>.empty`).
    @_disfavoredOverload
    public static func empty() -> Observable<Element> {
        empty(label: ("empty", "", 0))
    }

    private static func empty(label: (name: StaticString, file: StaticString, line: UInt)) -> Observable<Element> {
        Observable.produce(label.name, file: label.file, line: label.line) { sink in
            sink.onCompleted()
            return Disposables.create()
        }
    }

    /// Never emits and never terminates: `--->`.
    public static func never(file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        NeverProducer(file: file, line: line)
    }

    /// `never` as RxSwift declares it, for a function reference (`Observable<Int>.never`).
    @_disfavoredOverload
    public static func never() -> Observable<Element> {
        NeverProducer(file: "", line: 0)
    }

    /// Fails at once: `#`.
    public static func error(_ error: Swift.Error, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        self.error(error, label: ("error", file, line))
    }

    /// `error` as RxSwift declares it, for a function reference: `catch(Observable.error)`.
    @_disfavoredOverload
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        self.error(error, label: ("error", "", 0))
    }

    private static func error(_ error: Swift.Error, label: (name: StaticString, file: StaticString, line: UInt)) -> Observable<Element> {
        Observable.produce(label.name, file: label.file, line: label.line) { sink in
            sink.onError(error)
            return Disposables.create()
        }
    }
}

/// `never`'s sequence. It keeps nothing, not even the observer, as RxSwift's: an operator's
/// sink would keep its observer until disposed, and a `never` subscription that nobody
/// disposes would keep it for good.
private final class NeverProducer<Element>: Producer<Element> {
    private let file: StaticString
    private let line: UInt

    init(file: StaticString, line: UInt) {
        self.file = file
        self.line = line
        super.init()
    }

    override var traceLabel: (name: String, file: StaticString, line: UInt)? { ("never", file, line) }

    override func subscribeNow(_ observer: AnyObserver<Element>) -> Disposable { Disposables.create() }
}
