extension ObservableType {
    /// Fails with `RxError.timeout` when no event arrives within `dueTime` of subscription
    /// or of the previous element.
    ///
    ///     --1--2---------3--|
    ///     timeout(5 ticks)
    ///     --1--2----#
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        timeout(dueTime, other: Observable<Element>.error(RxError.timeout), scheduler: scheduler, file: file, line: line)
    }

    /// Switches to `other` when no event arrives within `dueTime` of subscription or of the
    /// previous element. The source is disposed when the switch happens.
    ///
    ///     source:  --1--2---------3--|
    ///     other:   -a-b-|
    ///     timeout(5 ticks, other:)
    ///     result:  --1--2-----a-b-|
    public func timeout<Source: ObservableConvertibleType>(_ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> where Element == Source.Element {
        let source = asObservable()
        let other = other.asObservable()
        return Observable.produce("timeout", file: file, line: line) { sink in
            let lock = RecursiveLock()
            let timer = SerialDisposable()
            let subscription = SerialDisposable()
            var latestId = 0
            var switched = false

            func startTimer() {
                if timer.isDisposed { return }
                let scheduled = SingleAssignmentDisposable()
                timer.disposable = scheduled
                scheduled.setDisposable(scheduler.scheduleRelative(latestId, dueTime: dueTime) { id in
                    let timerWins: Bool = lock.performLocked {
                        switched = id == latestId
                        return switched
                    }
                    if timerWins { subscription.disposable = other.subscribeEvents(sink.on) }
                    return Disposables.create()
                })
            }

            let original = SingleAssignmentDisposable()
            subscription.disposable = original
            startTimer()
            original.setDisposable(source.subscribeEvents { event in
                let eventWins: Bool = lock.performLocked {
                    if switched { return false }
                    latestId &+= 1
                    return true
                }
                guard eventWins else { return }
                sink.on(event)
                if case .next = event { startTimer() }
            })
            return Disposables.create(subscription, timer)
        }
    }
}
