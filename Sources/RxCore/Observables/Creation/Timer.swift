extension ObservableType where Element: RxAbstractInteger {
    /// 0, 1, 2, … one every `period`, forever.
    ///
    ///     Observable<Int>.interval(.seconds(3), scheduler: s)   // frame = 1 s
    ///     // ---0--1--2--3-->
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        timing(period, period: period, scheduler: scheduler, label: ("interval", file, line))
    }

    /// After `dueTime`, emits 0; then, with a `period`, 1, 2, … forever; without one, completes.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        timing(dueTime, period: period, scheduler: scheduler, label: ("timer", file, line))
    }

    private static func timing(
        _ dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: SchedulerType,
        label: (name: StaticString, file: StaticString, line: UInt)
    ) -> Observable<Element> {
        guard let period else {
            return Observable.produce(label.name, file: label.file, line: label.line) { sink in
                scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                    sink.onNext(0)
                    sink.onCompleted()
                    return Disposables.create()
                }
            }
        }
        return Observable.produce(label.name, file: label.file, line: label.line) { sink in
            let lock = RecursiveLock()
            return scheduler.schedulePeriodic(0 as Element, startAfter: dueTime, period: period) { count in
                lock.performLocked {
                    sink.onNext(count)
                    return count &+ 1
                }
            }
        }
    }
}
