extension ObservableType {
    /// Takes elements for `duration` from subscription, then completes.
    ///
    ///     --1--2--3--4--|
    ///     take(for: 7 ticks)
    ///     --1--2-|
    ///
    /// The timer is started before the source is subscribed, as in RxSwift: an element
    /// arriving on the very tick the time is up still gets through if it was queued first.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        let source = asObservable()
        return Observable.produce("take", file: file, line: line) { sink in
            let lock = RecursiveLock()
            let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
                lock.performLocked { sink.onCompleted() }
                return Disposables.create()
            }
            let subscription = source.subscribeEvents { event in
                lock.performLocked { sink.on(event) }
            }
            return Disposables.create(timer, subscription)
        }
    }

    @available(*, deprecated, renamed: "take(for:scheduler:)")
    public func take(_ duration: RxTimeInterval, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        take(for: duration, scheduler: scheduler, file: file, line: line)
    }
}
