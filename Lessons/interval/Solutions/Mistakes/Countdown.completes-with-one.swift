// Mistake: completed sent right after 1, on its tick, instead of when 0 would have come.
// 错误：在 1 的那一拍紧接着就 completed 了，而不是在本该数到 0 的那一拍。
import RxCore

func countdown(from start: Int, scheduler: SchedulerType) -> Observable<Int> {
    Observable.create { observer in
        scheduler.schedulePeriodic(start, startAfter: .milliseconds(200), period: .milliseconds(200)) { n in
            observer.onNext(n)
            if n == 1 { observer.onCompleted() }
            return n - 1
        }
    }
}
