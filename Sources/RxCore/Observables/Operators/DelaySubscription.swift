extension ObservableType {
    /// Subscribes to the source only after `dueTime`; nothing else changes.
    ///
    ///     source (cold):  -1-2-|
    ///     delaySubscription(3 ticks)
    ///     result:         ----1-2-|
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        let source = asObservable()
        return Observable.produce("delaySubscription", file: file, line: line) { sink in
            scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                source.subscribeEvents(sink.on)
            }
        }
    }
}
