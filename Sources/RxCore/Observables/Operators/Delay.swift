import Foundation

extension ObservableType {
    /// Shifts every element and the completion later by `dueTime`; an error is passed on at once.
    ///
    ///     --1--2--|
    ///     delay(3 ticks)
    ///     -----1--2--|
    ///
    /// As in RxSwift, one timer runs at a time: when it fires it sends the oldest queued event,
    /// then schedules the next for that event's own time (at the earliest, the next tick).
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        let source = asObservable()
        return Observable.produce("delay", file: file, line: line) { sink in
            let lock = RecursiveLock()
            let sourceSubscription = SingleAssignmentDisposable()
            let timer = SerialDisposable()
            var queue = FIFOQueue<(time: Date, event: Event<Element>)>()
            var active = false   // a timer is scheduled
            var running = false  // the timer is sending events
            var failure: Event<Element>?

            func drain(_ state: Void, _ recursive: AnyRecursiveScheduler<Void>) {
                let hasFailed: Bool = lock.performLocked {
                    if failure == nil { running = true }
                    return failure != nil
                }
                if hasFailed { return }
                var sentOne = false
                while true {
                    let (error, sendNow, nextTime): (Event<Element>?, Event<Element>?, Date?) = lock.performLocked {
                        let sendNow = sentOne ? nil : queue.popFirst()?.event
                        let nextTime = sentOne ? queue.first?.time : nil
                        if failure == nil, sendNow == nil {
                            running = false
                            if nextTime == nil { active = false }
                        }
                        return (failure, sendNow, nextTime)
                    }
                    if let error {
                        sink.on(error)
                        return
                    }
                    if let sendNow {
                        sentOne = true
                        sink.on(sendNow)
                        if sendNow.isStopEvent { return }
                    } else {
                        if let nextTime {
                            recursive.schedule((), dueTime: dueTime.reducedBySpan(from: nextTime, to: scheduler.now))
                        }
                        return
                    }
                }
            }

            sourceSubscription.setDisposable(source.subscribeEvents { event in
                if event.isStopEvent { sourceSubscription.dispose() }
                switch event {
                case .error:
                    let sendNow: Bool = lock.performLocked {
                        queue = FIFOQueue()
                        failure = event
                        return !running
                    }
                    if sendNow { sink.on(event) }
                case .next, .completed:
                    let startTimer: Bool = lock.performLocked {
                        queue.enqueue((scheduler.now, event))
                        defer { active = true }
                        return !active
                    }
                    if startTimer {
                        timer.disposable = scheduler.scheduleRecursive((), dueTime: dueTime, action: drain)
                    }
                }
            })
            return Disposables.create(sourceSubscription, timer)
        }
    }
}
