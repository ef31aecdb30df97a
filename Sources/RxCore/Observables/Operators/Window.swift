extension ObservableType {
    /// Splits the elements into windows, each an observable that completes when `count`
    /// elements went through it or `timeSpan` passed, whichever comes first; the next
    /// window opens at once. The first window opens at subscription.
    ///
    ///     --1-2-3----|
    ///     window(timeSpan: 5 ticks, count: 2)
    ///     W0: --1-(2|)
    ///     W1:     --3--|          (opened at 4, closed by the timer at 9)
    ///     W2:          --|
    ///
    /// As in RxSwift, the source stays subscribed while any window is still observed, even
    /// after the outer sequence was disposed.
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line) -> Observable<Observable<Element>> {
        let source = asObservable()
        return Observable.produce("window", file: file, line: line) { sink in
            let traceScope = Trace.scope()
            let lock = RecursiveLock()
            let timer = SerialDisposable()
            let group = CompositeDisposable()
            _ = group.insert(timer)
            let refCount = RefCountDisposable(disposable: group)
            var subject = PublishSubject<Element>()
            var elementCount = 0
            var windowId = 0

            func openWindow() {
                subject.on(.completed)
                subject = PublishSubject()
                sink.onNext(TracedInner.wrap(subject.retaining(refCount), scope: traceScope, name: "window", file: file, line: line))
            }

            func startTimer(_ id: Int) {
                if timer.isDisposed || windowId != id { return }
                let scheduled = SingleAssignmentDisposable()
                timer.disposable = scheduled
                scheduled.setDisposable(scheduler.scheduleRelative(id, dueTime: timeSpan) { previousId in
                    let newId: Int = lock.performLocked {
                        guard previousId == windowId else { return 0 }
                        elementCount = 0
                        windowId &+= 1
                        openWindow()
                        return windowId
                    }
                    startTimer(newId)
                    return Disposables.create()
                })
            }

            sink.onNext(TracedInner.wrap(subject.retaining(refCount), scope: traceScope, name: "window", file: file, line: line))
            startTimer(windowId)
            _ = group.insert(source.subscribeEvents { event in
                var newId: Int?
                lock.performLocked {
                    switch event {
                    case .next(let element):
                        subject.on(.next(element))
                        elementCount += 1
                        if elementCount == count {
                            elementCount = 0
                            windowId += 1
                            newId = windowId
                            openWindow()
                        }
                    case .error(let error):
                        subject.on(.error(error))
                        sink.onError(error)
                    case .completed:
                        subject.on(.completed)
                        sink.onCompleted()
                    }
                    if let newId { startTimer(newId) }
                }
            })
            return refCount
        }
    }
}

extension ObservableType {
    /// This sequence, holding a reference on `refCount` for as long as it is subscribed.
    fileprivate func retaining(_ refCount: RefCountDisposable) -> Observable<Element> {
        let source = asObservable()
        return Observable.produce { sink in
            let release = refCount.retain()
            return Disposables.create(release, source.subscribeEvents(sink.on))
        }
    }
}
