extension ObservableType {
    /// Emits an element only after `dueTime` passed without another one; completion
    /// flushes the pending element first.
    ///
    ///     --1-2-----3-|
    ///     debounce(3 ticks)
    ///     -------2----(3|)
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        let source = asObservable()
        return Observable.produce("debounce", file: file, line: line) { sink in
            let lock = RecursiveLock()
            let timer = SerialDisposable()
            var latestId: UInt64 = 0
            var pending: Element?
            let subscription = source.subscribeEvents { event in
                lock.performLocked {
                    switch event {
                    case .next(let element):
                        latestId &+= 1
                        pending = element
                        let scheduled = SingleAssignmentDisposable()
                        timer.disposable = scheduled
                        scheduled.setDisposable(scheduler.scheduleRelative(latestId, dueTime: dueTime) { id in
                            lock.performLocked {
                                if let element = pending, id == latestId {
                                    pending = nil
                                    sink.onNext(element)
                                }
                            }
                            return Disposables.create()
                        })
                    case .error:
                        pending = nil
                        sink.on(event)
                    case .completed:
                        if let element = pending {
                            pending = nil
                            sink.onNext(element)
                        }
                        sink.onCompleted()
                    }
                }
            }
            return Disposables.create(subscription, timer)
        }
    }
}
