extension ObservableType {
    /// Delivers every event on `scheduler`, in order. Subscription itself is unchanged
    /// (for that, see `subscribe(on:)`).
    ///
    ///     --1--2--|
    ///     observe(on: testScheduler)     (each event one tick later)
    ///     ---1--2--|
    ///
    /// Events queue up while one is being delivered; each queued event is one more
    /// scheduled step, so a burst in one tick comes out one tick apart on a test scheduler.
    public func observe(on scheduler: ImmediateSchedulerType, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        let source = asObservable()
        if let serial = scheduler as? SerialDispatchQueueScheduler {
            // A serial queue keeps the order by itself: one dispatch per event.
            let token = SerialDispatchQueueObservableToken()
            return Observable.produce("observe(on:)", file: file, line: line) { sink in
                withExtendedLifetime(token) {}
                return source.subscribeEvents { event in
                    _ = serial.schedule(event) { event in
                        sink.on(event)
                        return Disposables.create()
                    }
                }
            }
        }
        return Observable.produce("observe(on:)", file: file, line: line) { sink in
            let lock = RecursiveLock()
            let delivery = SerialDisposable()
            var queue = FIFOQueue<Event<Element>>()
            var running = false

            let subscription = source.subscribeEvents { event in
                let start: Bool = lock.performLocked {
                    queue.enqueue(event)
                    defer { running = true }
                    return !running
                }
                guard start else { return }
                delivery.disposable = scheduler.scheduleRecursive(()) { _, recurse in
                    let next: Event<Element>? = lock.performLocked {
                        if let next = queue.popFirst() { return next }
                        running = false
                        return nil
                    }
                    guard let next, !sink.isDisposed else { return }
                    sink.on(next)
                    let more: Bool = lock.performLocked {
                        if queue.isEmpty { running = false }
                        return !queue.isEmpty
                    }
                    if more { recurse(()) }
                }
            }
            return Disposables.create(subscription, delivery)
        }
    }

    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        observe(on: scheduler, file: file, line: line)
    }
}
