// Mistake: the periodic job starts from 3, the shown run's number, instead of `start`.
// 错误：周期任务从题目给的场景里的 3 开始，而不是从 `start` 开始。
import RxCore

func countdown(from start: Int, scheduler: SchedulerType) -> Observable<Int> {
    Observable.create { observer in
        scheduler.schedulePeriodic(3, startAfter: .milliseconds(200), period: .milliseconds(200)) { n in
            if n > 0 {
                observer.onNext(n)
            } else {
                observer.onCompleted()
            }
            return n - 1
        }
    }
}
