extension ObservableType {
    /// One element, then completion, at subscription: `(a|)`.
    public static func just(_ element: Element) -> Observable<Element> {
        Observable.produce { sink in
            sink.onNext(element)
            sink.onCompleted()
            return Disposables.create()
        }
    }

    /// One element, then completion, each as its own scheduled step.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Observable.produce { sink in
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
        Observable.produce("empty", file: file, line: line) { sink in
            sink.onCompleted()
            return Disposables.create()
        }
    }

    /// Never emits and never terminates: `--->`.
    public static func never(file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        Observable.produce("never", file: file, line: line) { _ in Disposables.create() }
    }

    /// Fails at once: `#`.
    public static func error(_ error: Swift.Error, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        Observable.produce("error", file: file, line: line) { sink in
            sink.onError(error)
            return Disposables.create()
        }
    }
}
