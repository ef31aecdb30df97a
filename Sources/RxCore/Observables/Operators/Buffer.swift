extension ObservableType {
    /// Collects elements into arrays, sent when `count` elements arrived or `timeSpan`
    /// passed since the previous array, whichever comes first (a ferry that leaves when
    /// full or on schedule). Arrays may be empty; completion sends the last one first.
    ///
    ///     -1-2-3------4-|
    ///     buffer(timeSpan: 5 ticks, count: 2)
    ///     ---a----b----c(d|)      a = [1, 2], b = [3], c = [4], d = []
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line) -> Observable<[Element]> {
        let source = asObservable()
        return Observable.produce("buffer", file: file, line: line) { sink in
            let lock = RecursiveLock()
            let timer = SerialDisposable()
            var buffer: [Element] = []
            var windowId = 0

            func startTimer(_ id: Int) {
                if timer.isDisposed || windowId != id { return }
                let scheduled = SingleAssignmentDisposable()
                timer.disposable = scheduled
                scheduled.setDisposable(scheduler.scheduleRelative(id, dueTime: timeSpan) { id in
                    lock.performLocked {
                        if id == windowId { sendBuffer() }
                    }
                    return Disposables.create()
                })
            }

            func sendBuffer() {
                windowId &+= 1
                let full = buffer
                buffer = []
                sink.onNext(full)
                startTimer(windowId)
            }

            startTimer(windowId)
            let subscription = source.subscribeEvents { event in
                lock.performLocked {
                    switch event {
                    case .next(let element):
                        buffer.append(element)
                        if buffer.count == count { sendBuffer() }
                    case .error(let error):
                        buffer = []
                        sink.onError(error)
                    case .completed:
                        sink.onNext(buffer)
                        sink.onCompleted()
                    }
                }
            }
            return Disposables.create(timer, subscription)
        }
    }
}
