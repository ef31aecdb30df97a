import Foundation

extension ObservableType {
    /// Lets an element through, then none for `dueTime`. With `latest` (the default) the
    /// last element of that silence is sent when it ends; without, it is dropped.
    ///
    ///     --a-bc---------d-|
    ///     throttle(4 ticks)
    ///     --a---c--------d-|
    ///     throttle(4 ticks, latest: false)
    ///     --a------------d-|
    ///
    /// Completion waits for a pending latest element; an error is passed on at once.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        let source = asObservable()
        return Observable.produce("throttle", file: file, line: line) { sink in
            let lock = RecursiveLock()
            let timer = SerialDisposable()
            var lastUnsent: Element?
            var lastSentTime: Date?
            var completed = false

            func sendNow(_ element: Element) {
                lastUnsent = nil
                sink.onNext(element)
                lastSentTime = scheduler.now
            }

            let subscription = source.subscribeEvents { event in
                lock.performLocked {
                    switch event {
                    case .next(let element):
                        let remaining = lastSentTime.map { dueTime.reducedBySpan(from: $0, to: scheduler.now) } ?? .nanoseconds(0)
                        if remaining.isNow {
                            sendNow(element)
                            return
                        }
                        guard latest else { return }
                        let alreadyScheduled = lastUnsent != nil
                        lastUnsent = element
                        if alreadyScheduled { return }
                        let scheduled = SingleAssignmentDisposable()
                        timer.disposable = scheduled
                        scheduled.setDisposable(scheduler.scheduleRelative((), dueTime: remaining) { _ in
                            lock.performLocked {
                                if let element = lastUnsent { sendNow(element) }
                                if completed { sink.onCompleted() }
                            }
                            return Disposables.create()
                        })
                    case .error:
                        lastUnsent = nil
                        sink.on(event)
                    case .completed:
                        if lastUnsent != nil {
                            completed = true
                        } else {
                            sink.onCompleted()
                        }
                    }
                }
            }
            return Disposables.create(subscription, timer)
        }
    }
}

extension DispatchTimeInterval {
    /// What is left of this interval once the span between two dates has passed, rounded in
    /// the interval's own unit and never negative (RxSwift's rule for throttle and delay).
    func reducedBySpan(from earlier: Date, to later: Date) -> DispatchTimeInterval {
        func reduce(_ value: Int, _ unitsPerSecond: Double) -> Int {
            let remainder = Double(value) - later.timeIntervalSince(earlier) * unitsPerSecond
            return remainder > 0 ? Int(remainder.rounded(.toNearestOrAwayFromZero)) : 0
        }
        switch self {
        case .nanoseconds(let value): return .nanoseconds(reduce(value, 1_000_000_000))
        case .microseconds(let value): return .microseconds(reduce(value, 1_000_000))
        case .milliseconds(let value): return .milliseconds(reduce(value, 1_000))
        case .seconds(let value): return .seconds(reduce(value, 1))
        case .never: return .never
        @unknown default: return self
        }
    }
}
