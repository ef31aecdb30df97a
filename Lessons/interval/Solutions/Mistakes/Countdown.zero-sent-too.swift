// Mistake: 0 is sent as a number before the completion, one tick-pair too far.
// 错误：在 completed 之前把 0 也当成一个数发了出去，多数了一步。
import RxCore

func countdown(from start: Int, scheduler: SchedulerType) -> Observable<Int> {
    Observable.create { observer in
        scheduler.schedulePeriodic(start, startAfter: .milliseconds(200), period: .milliseconds(200)) { n in
            if n >= 0 {
                observer.onNext(n)
            } else {
                observer.onCompleted()
            }
            return n - 1
        }
    }
}
