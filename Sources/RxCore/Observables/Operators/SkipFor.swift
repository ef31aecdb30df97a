extension ObservableType {
    /// Drops the elements that arrive during `duration` from subscription, then lets
    /// everything through. Completion and errors pass at any time.
    ///
    ///     --1--2--3--4--|
    ///     skip(7 ticks, scheduler:)
    ///     --------3--4--|
    ///
    /// The timer is started before the source is subscribed, as in RxSwift: an element on the
    /// very tick the time is up gets through if it was scheduled after the subscription
    /// (e.g. a cold source's), and is dropped if it was scheduled before (a hot source's).
    /// RxSwift 6 spells this `skip(_:scheduler:)` (there is no `skip(for:scheduler:)`).
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        let source = asObservable()
        return Observable.produce("skip", file: file, line: line) { sink in
            let lock = RecursiveLock()
            var open = false
            let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
                lock.performLocked { open = true }
                return Disposables.create()
            }
            let subscription = source.subscribeEvents { event in
                lock.performLocked {
                    switch event {
                    case .next(let element):
                        if open { sink.onNext(element) }
                    case .error, .completed:
                        sink.on(event)
                    }
                }
            }
            return Disposables.create(timer, subscription)
        }
    }
}
